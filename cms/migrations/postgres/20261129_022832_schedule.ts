import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "centre_opening_hours" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"centre_id" uuid NOT NULL,
  	"days" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "doctor_availability" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"doctor_id" uuid NOT NULL,
  	"weekly" jsonb NOT NULL,
  	"extra_days" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "doctor_leave" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"doctor_id" uuid NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"slots" jsonb,
  	"reason" varchar NOT NULL,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "centre_holidays" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"centre_id" uuid NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "centre_opening_hours_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "doctor_availability_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "doctor_leave_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "centre_holidays_id" uuid;
  ALTER TABLE "centre_opening_hours" ADD CONSTRAINT "centre_opening_hours_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "doctor_leave" ADD CONSTRAINT "doctor_leave_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "doctor_leave" ADD CONSTRAINT "doctor_leave_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "centre_holidays" ADD CONSTRAINT "centre_holidays_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "centre_opening_hours_centre_idx" ON "centre_opening_hours" USING btree ("centre_id");
  CREATE INDEX "centre_opening_hours_updated_at_idx" ON "centre_opening_hours" USING btree ("updated_at");
  CREATE INDEX "centre_opening_hours_created_at_idx" ON "centre_opening_hours" USING btree ("created_at");
  CREATE UNIQUE INDEX "centre_idx" ON "centre_opening_hours" USING btree ("centre_id");
  CREATE INDEX "doctor_availability_doctor_idx" ON "doctor_availability" USING btree ("doctor_id");
  CREATE INDEX "doctor_availability_updated_at_idx" ON "doctor_availability" USING btree ("updated_at");
  CREATE INDEX "doctor_availability_created_at_idx" ON "doctor_availability" USING btree ("created_at");
  CREATE UNIQUE INDEX "doctor_idx" ON "doctor_availability" USING btree ("doctor_id");
  CREATE INDEX "doctor_leave_doctor_idx" ON "doctor_leave" USING btree ("doctor_id");
  CREATE INDEX "doctor_leave_created_by_idx" ON "doctor_leave" USING btree ("created_by_id");
  CREATE INDEX "doctor_leave_updated_at_idx" ON "doctor_leave" USING btree ("updated_at");
  CREATE INDEX "doctor_leave_created_at_idx" ON "doctor_leave" USING btree ("created_at");
  CREATE INDEX "doctor_to_idx" ON "doctor_leave" USING btree ("doctor_id","to");
  CREATE INDEX "centre_holidays_centre_idx" ON "centre_holidays" USING btree ("centre_id");
  CREATE INDEX "centre_holidays_updated_at_idx" ON "centre_holidays" USING btree ("updated_at");
  CREATE INDEX "centre_holidays_created_at_idx" ON "centre_holidays" USING btree ("created_at");
  CREATE UNIQUE INDEX "centre_date_idx" ON "centre_holidays" USING btree ("centre_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_centre_opening_hours_fk" FOREIGN KEY ("centre_opening_hours_id") REFERENCES "public"."centre_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doctor_availability_fk" FOREIGN KEY ("doctor_availability_id") REFERENCES "public"."doctor_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doctor_leave_fk" FOREIGN KEY ("doctor_leave_id") REFERENCES "public"."doctor_leave"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_centre_holidays_fk" FOREIGN KEY ("centre_holidays_id") REFERENCES "public"."centre_holidays"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_centre_opening_hours_id_idx" ON "payload_locked_documents_rels" USING btree ("centre_opening_hours_id");
  CREATE INDEX "payload_locked_documents_rels_doctor_availability_id_idx" ON "payload_locked_documents_rels" USING btree ("doctor_availability_id");
  CREATE INDEX "payload_locked_documents_rels_doctor_leave_id_idx" ON "payload_locked_documents_rels" USING btree ("doctor_leave_id");
  CREATE INDEX "payload_locked_documents_rels_centre_holidays_id_idx" ON "payload_locked_documents_rels" USING btree ("centre_holidays_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "centre_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doctor_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doctor_leave" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "centre_holidays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "centre_opening_hours" CASCADE;
  DROP TABLE "doctor_availability" CASCADE;
  DROP TABLE "doctor_leave" CASCADE;
  DROP TABLE "centre_holidays" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_centre_opening_hours_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_doctor_availability_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_doctor_leave_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_centre_holidays_fk";
  
  DROP INDEX "payload_locked_documents_rels_centre_opening_hours_id_idx";
  DROP INDEX "payload_locked_documents_rels_doctor_availability_id_idx";
  DROP INDEX "payload_locked_documents_rels_doctor_leave_id_idx";
  DROP INDEX "payload_locked_documents_rels_centre_holidays_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "centre_opening_hours_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "doctor_availability_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "doctor_leave_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "centre_holidays_id";`)
}
