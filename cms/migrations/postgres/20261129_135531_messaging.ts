import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reminder_preferences_language" AS ENUM('en', 'te', 'hi');
  CREATE TYPE "public"."enum_reminder_preferences_code_channel" AS ENUM('whatsapp', 'sms');
  CREATE TABLE "reminder_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"email" boolean DEFAULT true NOT NULL,
  	"whatsapp" boolean DEFAULT false NOT NULL,
  	"sms" boolean DEFAULT false NOT NULL,
  	"language" "enum_reminder_preferences_language" DEFAULT 'en' NOT NULL,
  	"consent_wording" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"verified_mobile" varchar,
  	"mobile_verified_at" timestamp(3) with time zone,
  	"code_hash" varchar,
  	"code_mobile" varchar,
  	"code_channel" "enum_reminder_preferences_code_channel",
  	"code_expires_at" timestamp(3) with time zone,
  	"code_tries" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whatsapp_inbound" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"from_mobile" varchar,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_preferences_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whatsapp_inbound_id" uuid;
  ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reminder_preferences_parent_idx" ON "reminder_preferences" USING btree ("parent_id");
  CREATE INDEX "reminder_preferences_verified_mobile_idx" ON "reminder_preferences" USING btree ("verified_mobile");
  CREATE INDEX "reminder_preferences_updated_at_idx" ON "reminder_preferences" USING btree ("updated_at");
  CREATE INDEX "reminder_preferences_created_at_idx" ON "reminder_preferences" USING btree ("created_at");
  CREATE UNIQUE INDEX "whatsapp_inbound_key_idx" ON "whatsapp_inbound" USING btree ("key");
  CREATE INDEX "whatsapp_inbound_updated_at_idx" ON "whatsapp_inbound" USING btree ("updated_at");
  CREATE INDEX "whatsapp_inbound_created_at_idx" ON "whatsapp_inbound" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_preferences_fk" FOREIGN KEY ("reminder_preferences_id") REFERENCES "public"."reminder_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whatsapp_inbound_fk" FOREIGN KEY ("whatsapp_inbound_id") REFERENCES "public"."whatsapp_inbound"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reminder_preferences_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_preferences_id");
  CREATE INDEX "payload_locked_documents_rels_whatsapp_inbound_id_idx" ON "payload_locked_documents_rels" USING btree ("whatsapp_inbound_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_preferences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whatsapp_inbound" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reminder_preferences" CASCADE;
  DROP TABLE "whatsapp_inbound" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_preferences_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whatsapp_inbound_fk";
  
  DROP INDEX "payload_locked_documents_rels_reminder_preferences_id_idx";
  DROP INDEX "payload_locked_documents_rels_whatsapp_inbound_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_preferences_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whatsapp_inbound_id";
  DROP TYPE "public"."enum_reminder_preferences_language";
  DROP TYPE "public"."enum_reminder_preferences_code_channel";`)
}
