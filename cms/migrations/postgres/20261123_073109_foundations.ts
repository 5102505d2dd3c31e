import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_password_links_purpose" AS ENUM('reset', 'set');
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed');
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
  
  CREATE TABLE "mail_outbox" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"status" "enum_mail_outbox_status" DEFAULT 'queued' NOT NULL,
  	"route" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"claim_token" varchar,
  	"message" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "private_uploads" ALTER COLUMN "kind" SET DATA TYPE varchar;
  ALTER TABLE "private_uploads" ALTER COLUMN "filename" SET NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "mime_type" SET NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "filesize" SET NOT NULL;
  ALTER TABLE "private_uploads" ADD COLUMN "attached_to" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "password_links_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" uuid;
  ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "password_links_token_hash_idx" ON "password_links" USING btree ("token_hash");
  CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");
  CREATE INDEX "password_links_expires_at_idx" ON "password_links" USING btree ("expires_at");
  CREATE INDEX "password_links_updated_at_idx" ON "password_links" USING btree ("updated_at");
  CREATE INDEX "password_links_created_at_idx" ON "password_links" USING btree ("created_at");
  CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");
  CREATE INDEX "mail_outbox_route_idx" ON "mail_outbox" USING btree ("route");
  CREATE INDEX "mail_outbox_next_attempt_at_idx" ON "mail_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_links_fk" FOREIGN KEY ("password_links_id") REFERENCES "public"."password_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "private_uploads_attached_to_idx" ON "private_uploads" USING btree ("attached_to");
  CREATE INDEX "payload_locked_documents_rels_password_links_id_idx" ON "payload_locked_documents_rels" USING btree ("password_links_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  ALTER TABLE "private_uploads" DROP COLUMN "url";
  ALTER TABLE "private_uploads" DROP COLUMN "thumbnail_u_r_l";
  ALTER TABLE "private_uploads" DROP COLUMN "width";
  ALTER TABLE "private_uploads" DROP COLUMN "height";
  DROP TYPE "public"."enum_private_uploads_kind";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_uploads_kind" AS ENUM('report', 'prescription');
  ALTER TABLE "password_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "password_links" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_password_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('account.created', 'role.changed', 'password.changed', 'login.failed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "private_uploads_attached_to_idx";
  DROP INDEX "payload_locked_documents_rels_password_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  ALTER TABLE "private_uploads" ALTER COLUMN "filename" DROP NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "mime_type" DROP NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "filesize" DROP NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_private_uploads_kind" USING "kind"::"public"."enum_private_uploads_kind";
  ALTER TABLE "private_uploads" ADD COLUMN "url" varchar;
  ALTER TABLE "private_uploads" ADD COLUMN "thumbnail_u_r_l" varchar;
  ALTER TABLE "private_uploads" ADD COLUMN "width" numeric;
  ALTER TABLE "private_uploads" ADD COLUMN "height" numeric;
  ALTER TABLE "private_uploads" DROP COLUMN "attached_to";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "password_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  DROP TYPE "public"."enum_password_links_purpose";
  DROP TYPE "public"."enum_mail_outbox_status";`)
}
