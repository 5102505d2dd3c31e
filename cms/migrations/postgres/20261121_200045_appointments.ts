import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_uploads_kind" AS ENUM('report', 'prescription');
  CREATE TYPE "public"."enum_appointments_consultation_type" AS ENUM('New Consultation', 'Assessment (IQ)', 'For IB board Assessment (IQ)');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TABLE "private_uploads" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_private_uploads_kind" NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "appointments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"centre_id" uuid NOT NULL,
  	"doctor_id" uuid NOT NULL,
  	"appointment_date" varchar NOT NULL,
  	"appointment_time" varchar NOT NULL,
  	"starts_at" varchar NOT NULL,
  	"consultation_type" "enum_appointments_consultation_type" NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'pending' NOT NULL,
  	"slot_key" varchar,
  	"referred_by" varchar,
  	"child_concerns" varchar,
  	"child_name" varchar NOT NULL,
  	"parent_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"parent_phone_no" varchar,
  	"alternative_number" varchar,
  	"address" varchar,
  	"school_name" varchar,
  	"class_grade" varchar,
  	"school_board" varchar,
  	"prescription_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"private_uploads_id" uuid
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_uploads_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" uuid;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_prescription_id_private_uploads_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."private_uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_rels" ADD CONSTRAINT "appointments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments_rels" ADD CONSTRAINT "appointments_rels_private_uploads_fk" FOREIGN KEY ("private_uploads_id") REFERENCES "public"."private_uploads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "private_uploads_updated_at_idx" ON "private_uploads" USING btree ("updated_at");
  CREATE INDEX "private_uploads_created_at_idx" ON "private_uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_uploads_filename_idx" ON "private_uploads" USING btree ("filename");
  CREATE INDEX "appointments_child_idx" ON "appointments" USING btree ("child_id");
  CREATE INDEX "appointments_parent_idx" ON "appointments" USING btree ("parent_id");
  CREATE INDEX "appointments_centre_idx" ON "appointments" USING btree ("centre_id");
  CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id");
  CREATE INDEX "appointments_appointment_date_idx" ON "appointments" USING btree ("appointment_date");
  CREATE INDEX "appointments_starts_at_idx" ON "appointments" USING btree ("starts_at");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE UNIQUE INDEX "appointments_slot_key_idx" ON "appointments" USING btree ("slot_key");
  CREATE INDEX "appointments_prescription_idx" ON "appointments" USING btree ("prescription_id");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "centre_startsAt_idx" ON "appointments" USING btree ("centre_id","starts_at");
  CREATE INDEX "centre_status_startsAt_idx" ON "appointments" USING btree ("centre_id","status","starts_at");
  CREATE INDEX "centre_status_createdAt_idx" ON "appointments" USING btree ("centre_id","status","created_at");
  CREATE INDEX "doctor_appointmentDate_idx" ON "appointments" USING btree ("doctor_id","appointment_date");
  CREATE INDEX "doctor_status_startsAt_idx" ON "appointments" USING btree ("doctor_id","status","starts_at");
  CREATE INDEX "parent_startsAt_idx" ON "appointments" USING btree ("parent_id","starts_at");
  CREATE INDEX "appointments_rels_order_idx" ON "appointments_rels" USING btree ("order");
  CREATE INDEX "appointments_rels_parent_idx" ON "appointments_rels" USING btree ("parent_id");
  CREATE INDEX "appointments_rels_path_idx" ON "appointments_rels" USING btree ("path");
  CREATE INDEX "appointments_rels_private_uploads_id_idx" ON "appointments_rels" USING btree ("private_uploads_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_uploads_fk" FOREIGN KEY ("private_uploads_id") REFERENCES "public"."private_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_private_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("private_uploads_id");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "private_uploads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "private_uploads" CASCADE;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "appointments_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_uploads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  DROP INDEX "payload_locked_documents_rels_private_uploads_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_uploads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  DROP TYPE "public"."enum_private_uploads_kind";
  DROP TYPE "public"."enum_appointments_consultation_type";
  DROP TYPE "public"."enum_appointments_status";`)
}
