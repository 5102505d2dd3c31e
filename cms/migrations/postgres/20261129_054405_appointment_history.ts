import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointment_history_action" AS ENUM('booked', 'approved', 'rejected', 'edited', 'moved', 'cancelled', 'arrived', 'completed', 'no-show');
  CREATE TYPE "public"."enum_appointment_history_cancelled_by" AS ENUM('parent', 'centre');
  CREATE TABLE "appointment_history" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"appointment_id" uuid NOT NULL,
  	"at" varchar NOT NULL,
  	"action" "enum_appointment_history_action" NOT NULL,
  	"by_id" uuid,
  	"by_role" varchar,
  	"from" jsonb,
  	"to" jsonb,
  	"reason" varchar,
  	"cancelled_by" "enum_appointment_history_cancelled_by",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "appointments" ADD COLUMN "invite_sequence" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_history_id" uuid;
  ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appointment_history_appointment_idx" ON "appointment_history" USING btree ("appointment_id");
  CREATE INDEX "appointment_history_by_idx" ON "appointment_history" USING btree ("by_id");
  CREATE INDEX "appointment_history_updated_at_idx" ON "appointment_history" USING btree ("updated_at");
  CREATE INDEX "appointment_history_created_at_idx" ON "appointment_history" USING btree ("created_at");
  CREATE INDEX "appointment_at_idx" ON "appointment_history" USING btree ("appointment_id","at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_history_fk" FOREIGN KEY ("appointment_history_id") REFERENCES "public"."appointment_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appointment_history_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_history_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointment_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appointment_history" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_appointment_history_id_idx";
  ALTER TABLE "appointments" DROP COLUMN "invite_sequence";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_history_id";
  DROP TYPE "public"."enum_appointment_history_action";
  DROP TYPE "public"."enum_appointment_history_cancelled_by";`)
}
