import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reminders_channel" AS ENUM('email', 'whatsapp', 'sms');
  CREATE TYPE "public"."enum_reminders_status" AS ENUM('planned', 'sending', 'retry', 'sent', 'delivered', 'read', 'refused', 'failed', 'cancelled', 'skipped');
  CREATE TYPE "public"."enum_reminder_answers_answer" AS ENUM('confirm', 'cancel', 'reschedule');
  CREATE TYPE "public"."enum_reminder_answers_via" AS ENUM('link', 'email', 'whatsapp', 'sms');
  ALTER TYPE "public"."enum_appointment_history_action" ADD VALUE 'confirmed';
  CREATE TABLE "reminders" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"reminder_key" varchar NOT NULL,
  	"appointment_id" uuid NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"centre_id" uuid NOT NULL,
  	"doctor_id" uuid,
  	"appointment_date" varchar NOT NULL,
  	"starts_at" varchar NOT NULL,
  	"lead_hours" numeric NOT NULL,
  	"channel" "enum_reminders_channel" NOT NULL,
  	"status" "enum_reminders_status" DEFAULT 'planned' NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"claim_token" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"provider_message_id" varchar,
  	"sent_to" varchar,
  	"last_error" varchar,
  	"details" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reminder_answers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"answer_key" varchar NOT NULL,
  	"appointment_id" uuid NOT NULL,
  	"answer" "enum_reminder_answers_answer" NOT NULL,
  	"via" "enum_reminder_answers_via" NOT NULL,
  	"reply" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reminder_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"lead_hours" varchar DEFAULT '24,3',
  	"quiet_hours" varchar DEFAULT '21-8',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "appointments" ADD COLUMN "confirmed_by_parent_at" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminders_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_answers_id" uuid;
  ALTER TABLE "reminders" ADD CONSTRAINT "reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminders" ADD CONSTRAINT "reminders_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminders" ADD CONSTRAINT "reminders_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminders" ADD CONSTRAINT "reminders_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_answers" ADD CONSTRAINT "reminder_answers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reminders_reminder_key_idx" ON "reminders" USING btree ("reminder_key");
  CREATE INDEX "reminders_appointment_idx" ON "reminders" USING btree ("appointment_id");
  CREATE INDEX "reminders_parent_idx" ON "reminders" USING btree ("parent_id");
  CREATE INDEX "reminders_centre_idx" ON "reminders" USING btree ("centre_id");
  CREATE INDEX "reminders_doctor_idx" ON "reminders" USING btree ("doctor_id");
  CREATE INDEX "reminders_provider_message_id_idx" ON "reminders" USING btree ("provider_message_id");
  CREATE INDEX "reminders_updated_at_idx" ON "reminders" USING btree ("updated_at");
  CREATE INDEX "reminders_created_at_idx" ON "reminders" USING btree ("created_at");
  CREATE INDEX "status_dueAt_idx" ON "reminders" USING btree ("status","due_at");
  CREATE INDEX "centre_appointmentDate_idx" ON "reminders" USING btree ("centre_id","appointment_date");
  CREATE UNIQUE INDEX "reminder_answers_answer_key_idx" ON "reminder_answers" USING btree ("answer_key");
  CREATE INDEX "reminder_answers_appointment_idx" ON "reminder_answers" USING btree ("appointment_id");
  CREATE INDEX "reminder_answers_updated_at_idx" ON "reminder_answers" USING btree ("updated_at");
  CREATE INDEX "reminder_answers_created_at_idx" ON "reminder_answers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminders_fk" FOREIGN KEY ("reminders_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_answers_fk" FOREIGN KEY ("reminder_answers_id") REFERENCES "public"."reminder_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("reminders_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_answers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reminders" CASCADE;
  DROP TABLE "reminder_answers" CASCADE;
  DROP TABLE "reminder_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_answers_fk";
  
  ALTER TABLE "appointment_history" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_appointment_history_action";
  CREATE TYPE "public"."enum_appointment_history_action" AS ENUM('booked', 'approved', 'rejected', 'edited', 'moved', 'cancelled', 'arrived', 'completed', 'no-show');
  ALTER TABLE "appointment_history" ALTER COLUMN "action" SET DATA TYPE "public"."enum_appointment_history_action" USING "action"::"public"."enum_appointment_history_action";
  DROP INDEX "payload_locked_documents_rels_reminders_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_answers_id_idx";
  ALTER TABLE "appointments" DROP COLUMN "confirmed_by_parent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_answers_id";
  DROP TYPE "public"."enum_reminders_channel";
  DROP TYPE "public"."enum_reminders_status";
  DROP TYPE "public"."enum_reminder_answers_answer";
  DROP TYPE "public"."enum_reminder_answers_via";`)
}
