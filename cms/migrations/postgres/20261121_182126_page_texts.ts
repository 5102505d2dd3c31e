import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_texts_page" AS ENUM('founders', 'goals', 'research', 'servicesOverview', 'training', 'photos', 'videos', 'faq', 'notFound');
  CREATE TABLE "page_texts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"page" "enum_page_texts_page" NOT NULL,
  	"heading" varchar NOT NULL,
  	"lead" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_texts_id" uuid;
  ALTER TABLE "who_we_are" ADD COLUMN "heading" varchar DEFAULT 'Who We Are' NOT NULL;
  ALTER TABLE "why_us" ADD COLUMN "heading" varchar DEFAULT 'Why Us' NOT NULL;
  ALTER TABLE "policies" ADD COLUMN "heading" varchar DEFAULT 'Terms and Conditions' NOT NULL;
  ALTER TABLE "page_texts" ADD CONSTRAINT "page_texts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "page_texts_page_idx" ON "page_texts" USING btree ("page");
  CREATE INDEX "page_texts_seo_seo_image_idx" ON "page_texts" USING btree ("seo_image_id");
  CREATE INDEX "page_texts_updated_at_idx" ON "page_texts" USING btree ("updated_at");
  CREATE INDEX "page_texts_created_at_idx" ON "page_texts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_texts_fk" FOREIGN KEY ("page_texts_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("page_texts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_texts_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_texts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_texts_id";
  ALTER TABLE "who_we_are" DROP COLUMN "heading";
  ALTER TABLE "why_us" DROP COLUMN "heading";
  ALTER TABLE "policies" DROP COLUMN "heading";
  DROP TYPE "public"."enum_page_texts_page";`)
}
