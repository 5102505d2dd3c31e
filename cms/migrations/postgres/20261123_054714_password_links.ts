import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_password_links_purpose" AS ENUM('reset', 'set');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'password.reset-requested';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'password.link-sent';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'password.reset';
  CREATE TABLE "password_links" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" uuid NOT NULL,
  	"purpose" "enum_password_links_purpose" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "password_links_id" uuid;
  ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "password_links_token_hash_idx" ON "password_links" USING btree ("token_hash");
  CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");
  CREATE INDEX "password_links_expires_at_idx" ON "password_links" USING btree ("expires_at");
  CREATE INDEX "password_links_updated_at_idx" ON "password_links" USING btree ("updated_at");
  CREATE INDEX "password_links_created_at_idx" ON "password_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_links_fk" FOREIGN KEY ("password_links_id") REFERENCES "public"."password_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_password_links_id_idx" ON "payload_locked_documents_rels" USING btree ("password_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "password_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "password_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_password_links_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('account.created', 'role.changed', 'password.changed', 'login.failed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_password_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "password_links_id";
  DROP TYPE "public"."enum_password_links_purpose";`)
}
