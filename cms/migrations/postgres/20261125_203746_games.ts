import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_games_status" AS ENUM('active', 'inactive');
  CREATE TYPE "public"."enum_game_sessions_player_role" AS ENUM('therapist', 'parent');
  CREATE TYPE "public"."enum_game_sessions_place" AS ENUM('clinic', 'home');
  CREATE TYPE "public"."enum_game_sessions_status" AS ENUM('completed', 'stopped');
  CREATE TABLE "games" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"picture_id" uuid,
  	"status" "enum_games_status" DEFAULT 'active' NOT NULL,
  	"slug" varchar NOT NULL,
  	"group" numeric,
  	"sort_order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "game_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"session_id" varchar NOT NULL,
  	"game_id" uuid NOT NULL,
  	"child_id" uuid NOT NULL,
  	"player_id" uuid NOT NULL,
  	"player_role" "enum_game_sessions_player_role" NOT NULL,
  	"place" "enum_game_sessions_place" NOT NULL,
  	"date_played" timestamp(3) with time zone NOT NULL,
  	"status" "enum_game_sessions_status" DEFAULT 'stopped' NOT NULL,
  	"start_level" numeric NOT NULL,
  	"end_seconds" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "game_trials" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"session_id" uuid NOT NULL,
  	"index" numeric NOT NULL,
  	"trial_key" varchar NOT NULL,
  	"level" numeric NOT NULL,
  	"seed" numeric NOT NULL,
  	"response" jsonb,
  	"correct" boolean DEFAULT false NOT NULL,
  	"error_type" varchar,
  	"response_ms" numeric NOT NULL,
  	"replays" numeric NOT NULL,
  	"elapsed_seconds" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "game_child_plans" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"settings" jsonb,
  	"home_games" jsonb,
  	"start_levels" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "iep_versions" ADD COLUMN "goal_games" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "games_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "game_sessions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "game_trials_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "game_child_plans_id" uuid;
  ALTER TABLE "games" ADD CONSTRAINT "games_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "game_trials" ADD CONSTRAINT "game_trials_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "game_child_plans" ADD CONSTRAINT "game_child_plans_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "games_picture_idx" ON "games" USING btree ("picture_id");
  CREATE INDEX "games_status_idx" ON "games" USING btree ("status");
  CREATE UNIQUE INDEX "games_slug_idx" ON "games" USING btree ("slug");
  CREATE INDEX "games_updated_at_idx" ON "games" USING btree ("updated_at");
  CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at");
  CREATE UNIQUE INDEX "game_sessions_session_id_idx" ON "game_sessions" USING btree ("session_id");
  CREATE INDEX "game_sessions_game_idx" ON "game_sessions" USING btree ("game_id");
  CREATE INDEX "game_sessions_child_idx" ON "game_sessions" USING btree ("child_id");
  CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id");
  CREATE INDEX "game_sessions_updated_at_idx" ON "game_sessions" USING btree ("updated_at");
  CREATE INDEX "game_sessions_created_at_idx" ON "game_sessions" USING btree ("created_at");
  CREATE INDEX "child_datePlayed_idx" ON "game_sessions" USING btree ("child_id","date_played");
  CREATE INDEX "child_game_datePlayed_idx" ON "game_sessions" USING btree ("child_id","game_id","date_played");
  CREATE INDEX "game_trials_session_idx" ON "game_trials" USING btree ("session_id");
  CREATE UNIQUE INDEX "game_trials_trial_key_idx" ON "game_trials" USING btree ("trial_key");
  CREATE INDEX "game_trials_updated_at_idx" ON "game_trials" USING btree ("updated_at");
  CREATE INDEX "game_trials_created_at_idx" ON "game_trials" USING btree ("created_at");
  CREATE UNIQUE INDEX "game_child_plans_child_idx" ON "game_child_plans" USING btree ("child_id");
  CREATE INDEX "game_child_plans_updated_at_idx" ON "game_child_plans" USING btree ("updated_at");
  CREATE INDEX "game_child_plans_created_at_idx" ON "game_child_plans" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_games_fk" FOREIGN KEY ("games_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_game_sessions_fk" FOREIGN KEY ("game_sessions_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_game_trials_fk" FOREIGN KEY ("game_trials_id") REFERENCES "public"."game_trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_game_child_plans_fk" FOREIGN KEY ("game_child_plans_id") REFERENCES "public"."game_child_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_games_id_idx" ON "payload_locked_documents_rels" USING btree ("games_id");
  CREATE INDEX "payload_locked_documents_rels_game_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("game_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_game_trials_id_idx" ON "payload_locked_documents_rels" USING btree ("game_trials_id");
  CREATE INDEX "payload_locked_documents_rels_game_child_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("game_child_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "game_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "game_trials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "game_child_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "games" CASCADE;
  DROP TABLE "game_sessions" CASCADE;
  DROP TABLE "game_trials" CASCADE;
  DROP TABLE "game_child_plans" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_games_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_game_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_game_trials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_game_child_plans_fk";
  
  DROP INDEX "payload_locked_documents_rels_games_id_idx";
  DROP INDEX "payload_locked_documents_rels_game_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_game_trials_id_idx";
  DROP INDEX "payload_locked_documents_rels_game_child_plans_id_idx";
  ALTER TABLE "iep_versions" DROP COLUMN "goal_games";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "games_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "game_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "game_trials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "game_child_plans_id";
  DROP TYPE "public"."enum_games_status";
  DROP TYPE "public"."enum_game_sessions_player_role";
  DROP TYPE "public"."enum_game_sessions_place";
  DROP TYPE "public"."enum_game_sessions_status";`)
}
