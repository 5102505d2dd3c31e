import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "jwl_enquiries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"reference_id" varchar NOT NULL,
  	"state" varchar DEFAULT 'unverified' NOT NULL,
  	"centre_id" uuid NOT NULL,
  	"child_name" varchar,
  	"child_age" numeric,
  	"child_gender" varchar,
  	"parent_name" varchar,
  	"parent_email" varchar,
  	"parent_phone_no" varchar,
  	"search_text" varchar,
  	"checklist" jsonb,
  	"questions" jsonb,
  	"additional_notes" varchar,
  	"with_video" boolean DEFAULT false,
  	"video_file" varchar,
  	"video_state" varchar,
  	"consent" jsonb,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_attempts" numeric DEFAULT 0,
  	"code_used_at" timestamp(3) with time zone,
  	"verified_at" timestamp(3) with time zone,
  	"stage" varchar DEFAULT 'new',
  	"owner_id" uuid,
  	"contact_by" varchar,
  	"first_contact_at" timestamp(3) with time zone,
  	"reason" varchar,
  	"appointment_id" varchar,
  	"previous_reference_id" varchar,
  	"activity" jsonb,
  	"reduced_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiry_questions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"number" numeric NOT NULL,
  	"question" varchar NOT NULL,
  	"example" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiry_programme" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar DEFAULT 'Early Learning Programme' NOT NULL,
  	"intro" varchar DEFAULT 'Tell us a little about your child. A therapist from the centre you choose reads every enquiry and calls you back within one working day.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jwl_enquiries_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiry_questions_id" uuid;
  ALTER TABLE "jwl_enquiries" ADD CONSTRAINT "jwl_enquiries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jwl_enquiries" ADD CONSTRAINT "jwl_enquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "jwl_enquiries_reference_id_idx" ON "jwl_enquiries" USING btree ("reference_id");
  CREATE INDEX "jwl_enquiries_state_idx" ON "jwl_enquiries" USING btree ("state");
  CREATE INDEX "jwl_enquiries_centre_idx" ON "jwl_enquiries" USING btree ("centre_id");
  CREATE INDEX "jwl_enquiries_parent_email_idx" ON "jwl_enquiries" USING btree ("parent_email");
  CREATE INDEX "jwl_enquiries_parent_phone_no_idx" ON "jwl_enquiries" USING btree ("parent_phone_no");
  CREATE INDEX "jwl_enquiries_verified_at_idx" ON "jwl_enquiries" USING btree ("verified_at");
  CREATE INDEX "jwl_enquiries_owner_idx" ON "jwl_enquiries" USING btree ("owner_id");
  CREATE INDEX "jwl_enquiries_updated_at_idx" ON "jwl_enquiries" USING btree ("updated_at");
  CREATE INDEX "jwl_enquiries_created_at_idx" ON "jwl_enquiries" USING btree ("created_at");
  CREATE INDEX "centre_state_verifiedAt_idx" ON "jwl_enquiries" USING btree ("centre_id","state","verified_at");
  CREATE UNIQUE INDEX "enquiry_questions_number_idx" ON "enquiry_questions" USING btree ("number");
  CREATE INDEX "enquiry_questions_updated_at_idx" ON "enquiry_questions" USING btree ("updated_at");
  CREATE INDEX "enquiry_questions_created_at_idx" ON "enquiry_questions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jwl_enquiries_fk" FOREIGN KEY ("jwl_enquiries_id") REFERENCES "public"."jwl_enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiry_questions_fk" FOREIGN KEY ("enquiry_questions_id") REFERENCES "public"."enquiry_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_jwl_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("jwl_enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_enquiry_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiry_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jwl_enquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_programme" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jwl_enquiries" CASCADE;
  DROP TABLE "enquiry_questions" CASCADE;
  DROP TABLE "enquiry_programme" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jwl_enquiries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiry_questions_fk";
  
  DROP INDEX "payload_locked_documents_rels_jwl_enquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_enquiry_questions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jwl_enquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiry_questions_id";`)
}
