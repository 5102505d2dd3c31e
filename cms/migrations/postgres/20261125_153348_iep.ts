import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "ieps" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"doctor_id" uuid NOT NULL,
  	"therapy" varchar NOT NULL,
  	"therapist_name" varchar,
  	"feedback" varchar,
  	"starting_month" numeric NOT NULL,
  	"starting_year" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "iep_versions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"iep_id" uuid NOT NULL,
  	"month_index" numeric NOT NULL,
  	"version" numeric NOT NULL,
  	"version_key" varchar NOT NULL,
  	"month" numeric NOT NULL,
  	"year" numeric NOT NULL,
  	"target" varchar,
  	"goals" jsonb NOT NULL,
  	"performance" jsonb NOT NULL,
  	"therapist_feedback" varchar,
  	"doctor_feedback" varchar,
  	"video_id" uuid,
  	"video_upload_date" varchar,
  	"video_description" varchar,
  	"author_id" uuid,
  	"author_name" varchar,
  	"author_role" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "iep_session_entries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"iep_id" uuid NOT NULL,
  	"month_index" numeric NOT NULL,
  	"goal_index" numeric NOT NULL,
  	"goal" varchar,
  	"date" varchar NOT NULL,
  	"percent" numeric NOT NULL,
  	"note" varchar,
  	"entry_key" varchar NOT NULL,
  	"author_id" uuid,
  	"author_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ieps_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "iep_versions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "iep_session_entries_id" uuid;
  ALTER TABLE "ieps" ADD CONSTRAINT "ieps_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ieps" ADD CONSTRAINT "ieps_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "iep_versions" ADD CONSTRAINT "iep_versions_iep_id_ieps_id_fk" FOREIGN KEY ("iep_id") REFERENCES "public"."ieps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "iep_versions" ADD CONSTRAINT "iep_versions_video_id_private_uploads_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."private_uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "iep_versions" ADD CONSTRAINT "iep_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "iep_session_entries" ADD CONSTRAINT "iep_session_entries_iep_id_ieps_id_fk" FOREIGN KEY ("iep_id") REFERENCES "public"."ieps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "iep_session_entries" ADD CONSTRAINT "iep_session_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ieps_child_idx" ON "ieps" USING btree ("child_id");
  CREATE INDEX "ieps_doctor_idx" ON "ieps" USING btree ("doctor_id");
  CREATE INDEX "ieps_updated_at_idx" ON "ieps" USING btree ("updated_at");
  CREATE INDEX "ieps_created_at_idx" ON "ieps" USING btree ("created_at");
  CREATE INDEX "child_createdAt_idx" ON "ieps" USING btree ("child_id","created_at");
  CREATE INDEX "iep_versions_iep_idx" ON "iep_versions" USING btree ("iep_id");
  CREATE UNIQUE INDEX "iep_versions_version_key_idx" ON "iep_versions" USING btree ("version_key");
  CREATE INDEX "iep_versions_video_idx" ON "iep_versions" USING btree ("video_id");
  CREATE INDEX "iep_versions_author_idx" ON "iep_versions" USING btree ("author_id");
  CREATE INDEX "iep_versions_updated_at_idx" ON "iep_versions" USING btree ("updated_at");
  CREATE INDEX "iep_versions_created_at_idx" ON "iep_versions" USING btree ("created_at");
  CREATE INDEX "iep_monthIndex_version_idx" ON "iep_versions" USING btree ("iep_id","month_index","version");
  CREATE INDEX "iep_session_entries_iep_idx" ON "iep_session_entries" USING btree ("iep_id");
  CREATE UNIQUE INDEX "iep_session_entries_entry_key_idx" ON "iep_session_entries" USING btree ("entry_key");
  CREATE INDEX "iep_session_entries_author_idx" ON "iep_session_entries" USING btree ("author_id");
  CREATE INDEX "iep_session_entries_updated_at_idx" ON "iep_session_entries" USING btree ("updated_at");
  CREATE INDEX "iep_session_entries_created_at_idx" ON "iep_session_entries" USING btree ("created_at");
  CREATE INDEX "iep_monthIndex_date_idx" ON "iep_session_entries" USING btree ("iep_id","month_index","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ieps_fk" FOREIGN KEY ("ieps_id") REFERENCES "public"."ieps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_iep_versions_fk" FOREIGN KEY ("iep_versions_id") REFERENCES "public"."iep_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_iep_session_entries_fk" FOREIGN KEY ("iep_session_entries_id") REFERENCES "public"."iep_session_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ieps_id_idx" ON "payload_locked_documents_rels" USING btree ("ieps_id");
  CREATE INDEX "payload_locked_documents_rels_iep_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("iep_versions_id");
  CREATE INDEX "payload_locked_documents_rels_iep_session_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("iep_session_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ieps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "iep_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "iep_session_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ieps" CASCADE;
  DROP TABLE "iep_versions" CASCADE;
  DROP TABLE "iep_session_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ieps_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_iep_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_iep_session_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_ieps_id_idx";
  DROP INDEX "payload_locked_documents_rels_iep_versions_id_idx";
  DROP INDEX "payload_locked_documents_rels_iep_session_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ieps_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "iep_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "iep_session_entries_id";`)
}
