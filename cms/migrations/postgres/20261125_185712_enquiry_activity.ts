import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "jwl_enquiry_activity" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"enquiry_id" uuid NOT NULL,
  	"seq" numeric NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" varchar,
  	"by_name" varchar,
  	"action" varchar NOT NULL,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jwl_enquiry_activity_id" uuid;
  ALTER TABLE "jwl_enquiry_activity" ADD CONSTRAINT "jwl_enquiry_activity_enquiry_id_jwl_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."jwl_enquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jwl_enquiry_activity_enquiry_idx" ON "jwl_enquiry_activity" USING btree ("enquiry_id");
  CREATE INDEX "jwl_enquiry_activity_updated_at_idx" ON "jwl_enquiry_activity" USING btree ("updated_at");
  CREATE INDEX "jwl_enquiry_activity_created_at_idx" ON "jwl_enquiry_activity" USING btree ("created_at");
  CREATE UNIQUE INDEX "enquiry_seq_idx" ON "jwl_enquiry_activity" USING btree ("enquiry_id","seq");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jwl_enquiry_activity_fk" FOREIGN KEY ("jwl_enquiry_activity_id") REFERENCES "public"."jwl_enquiry_activity"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_jwl_enquiry_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("jwl_enquiry_activity_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jwl_enquiry_activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jwl_enquiry_activity" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jwl_enquiry_activity_fk";
  
  DROP INDEX "payload_locked_documents_rels_jwl_enquiry_activity_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jwl_enquiry_activity_id";`)
}
