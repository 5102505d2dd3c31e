import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed');
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" uuid;
  CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");
  CREATE INDEX "mail_outbox_route_idx" ON "mail_outbox" USING btree ("route");
  CREATE INDEX "mail_outbox_next_attempt_at_idx" ON "mail_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "private_uploads_attached_to_idx" ON "private_uploads" USING btree ("attached_to");
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
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  DROP INDEX "private_uploads_attached_to_idx";
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
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  DROP TYPE "public"."enum_mail_outbox_status";`)
}
