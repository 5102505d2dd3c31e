import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "services_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_diagram_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_diagram" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"centre" varchar NOT NULL,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "founder_messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"photo_id" uuid,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goals" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "research_projects" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"status" varchar DEFAULT 'Ongoing',
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "research_staff" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"bio" varchar,
  	"photo_id" uuid,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "training_programmes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"programme" varchar NOT NULL,
  	"description" varchar,
  	"duration" varchar NOT NULL,
  	"frequency" varchar NOT NULL,
  	"coordinator" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_photos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"caption" varchar NOT NULL,
  	"image_id" uuid NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"video_id" varchar NOT NULL,
  	"thumbnail_id" uuid NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "who_we_are_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"meaning" varchar
  );
  
  CREATE TABLE "who_we_are" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"intro" varchar NOT NULL,
  	"mission" varchar NOT NULL,
  	"vision" varchar NOT NULL,
  	"core_values_image_id" uuid,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "why_us_claims" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "why_us" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"intro" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "policies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "policies_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service" varchar NOT NULL,
  	"duration" varchar,
  	"price" varchar,
  	"includes" varchar
  );
  
  CREATE TABLE "policies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"intro" varchar,
  	"pricing_heading" varchar DEFAULT 'Our prices' NOT NULL,
  	"pricing_note" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "founder_messages_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goals_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "research_projects_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "research_staff_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "training_programmes_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_photos_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" uuid;
  ALTER TABLE "services_blocks_accordion_items" ADD CONSTRAINT "services_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_accordion" ADD CONSTRAINT "services_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_cards" ADD CONSTRAINT "services_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards" ADD CONSTRAINT "services_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_diagram_parts" ADD CONSTRAINT "services_blocks_diagram_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_diagram" ADD CONSTRAINT "services_blocks_diagram_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "founder_messages" ADD CONSTRAINT "founder_messages_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_staff" ADD CONSTRAINT "research_staff_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "who_we_are_core_values" ADD CONSTRAINT "who_we_are_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "who_we_are" ADD CONSTRAINT "who_we_are_core_values_image_id_media_id_fk" FOREIGN KEY ("core_values_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "who_we_are" ADD CONSTRAINT "who_we_are_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "why_us_claims" ADD CONSTRAINT "why_us_claims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_us" ADD CONSTRAINT "why_us_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies_sections" ADD CONSTRAINT "policies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_prices" ADD CONSTRAINT "policies_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_blocks_accordion_items_order_idx" ON "services_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "services_blocks_accordion_items_parent_id_idx" ON "services_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_accordion_order_idx" ON "services_blocks_accordion" USING btree ("_order");
  CREATE INDEX "services_blocks_accordion_parent_id_idx" ON "services_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_accordion_path_idx" ON "services_blocks_accordion" USING btree ("_path");
  CREATE INDEX "services_blocks_cards_cards_order_idx" ON "services_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_cards_parent_id_idx" ON "services_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_cards_order_idx" ON "services_blocks_cards" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_parent_id_idx" ON "services_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_cards_path_idx" ON "services_blocks_cards" USING btree ("_path");
  CREATE INDEX "services_blocks_diagram_parts_order_idx" ON "services_blocks_diagram_parts" USING btree ("_order");
  CREATE INDEX "services_blocks_diagram_parts_parent_id_idx" ON "services_blocks_diagram_parts" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_diagram_order_idx" ON "services_blocks_diagram" USING btree ("_order");
  CREATE INDEX "services_blocks_diagram_parent_id_idx" ON "services_blocks_diagram" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_diagram_path_idx" ON "services_blocks_diagram" USING btree ("_path");
  CREATE INDEX "founder_messages_photo_idx" ON "founder_messages" USING btree ("photo_id");
  CREATE INDEX "founder_messages_sort_order_idx" ON "founder_messages" USING btree ("sort_order");
  CREATE INDEX "founder_messages_updated_at_idx" ON "founder_messages" USING btree ("updated_at");
  CREATE INDEX "founder_messages_created_at_idx" ON "founder_messages" USING btree ("created_at");
  CREATE INDEX "goals_sort_order_idx" ON "goals" USING btree ("sort_order");
  CREATE INDEX "goals_updated_at_idx" ON "goals" USING btree ("updated_at");
  CREATE INDEX "goals_created_at_idx" ON "goals" USING btree ("created_at");
  CREATE INDEX "research_projects_sort_order_idx" ON "research_projects" USING btree ("sort_order");
  CREATE INDEX "research_projects_updated_at_idx" ON "research_projects" USING btree ("updated_at");
  CREATE INDEX "research_projects_created_at_idx" ON "research_projects" USING btree ("created_at");
  CREATE INDEX "research_staff_photo_idx" ON "research_staff" USING btree ("photo_id");
  CREATE INDEX "research_staff_sort_order_idx" ON "research_staff" USING btree ("sort_order");
  CREATE INDEX "research_staff_updated_at_idx" ON "research_staff" USING btree ("updated_at");
  CREATE INDEX "research_staff_created_at_idx" ON "research_staff" USING btree ("created_at");
  CREATE INDEX "training_programmes_sort_order_idx" ON "training_programmes" USING btree ("sort_order");
  CREATE INDEX "training_programmes_updated_at_idx" ON "training_programmes" USING btree ("updated_at");
  CREATE INDEX "training_programmes_created_at_idx" ON "training_programmes" USING btree ("created_at");
  CREATE INDEX "gallery_photos_image_idx" ON "gallery_photos" USING btree ("image_id");
  CREATE INDEX "gallery_photos_sort_order_idx" ON "gallery_photos" USING btree ("sort_order");
  CREATE INDEX "gallery_photos_updated_at_idx" ON "gallery_photos" USING btree ("updated_at");
  CREATE INDEX "gallery_photos_created_at_idx" ON "gallery_photos" USING btree ("created_at");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_sort_order_idx" ON "videos" USING btree ("sort_order");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "faqs_sort_order_idx" ON "faqs" USING btree ("sort_order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "who_we_are_core_values_order_idx" ON "who_we_are_core_values" USING btree ("_order");
  CREATE INDEX "who_we_are_core_values_parent_id_idx" ON "who_we_are_core_values" USING btree ("_parent_id");
  CREATE INDEX "who_we_are_core_values_image_idx" ON "who_we_are" USING btree ("core_values_image_id");
  CREATE INDEX "who_we_are_seo_seo_image_idx" ON "who_we_are" USING btree ("seo_image_id");
  CREATE INDEX "why_us_claims_order_idx" ON "why_us_claims" USING btree ("_order");
  CREATE INDEX "why_us_claims_parent_id_idx" ON "why_us_claims" USING btree ("_parent_id");
  CREATE INDEX "why_us_seo_seo_image_idx" ON "why_us" USING btree ("seo_image_id");
  CREATE INDEX "policies_sections_order_idx" ON "policies_sections" USING btree ("_order");
  CREATE INDEX "policies_sections_parent_id_idx" ON "policies_sections" USING btree ("_parent_id");
  CREATE INDEX "policies_prices_order_idx" ON "policies_prices" USING btree ("_order");
  CREATE INDEX "policies_prices_parent_id_idx" ON "policies_prices" USING btree ("_parent_id");
  CREATE INDEX "policies_seo_seo_image_idx" ON "policies" USING btree ("seo_image_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_founder_messages_fk" FOREIGN KEY ("founder_messages_id") REFERENCES "public"."founder_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goals_fk" FOREIGN KEY ("goals_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_projects_fk" FOREIGN KEY ("research_projects_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_staff_fk" FOREIGN KEY ("research_staff_id") REFERENCES "public"."research_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_programmes_fk" FOREIGN KEY ("training_programmes_id") REFERENCES "public"."training_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk" FOREIGN KEY ("gallery_photos_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_founder_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("founder_messages_id");
  CREATE INDEX "payload_locked_documents_rels_goals_id_idx" ON "payload_locked_documents_rels" USING btree ("goals_id");
  CREATE INDEX "payload_locked_documents_rels_research_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("research_projects_id");
  CREATE INDEX "payload_locked_documents_rels_research_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("research_staff_id");
  CREATE INDEX "payload_locked_documents_rels_training_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("training_programmes_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_photos_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_diagram_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_diagram" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "founder_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_staff" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_programmes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "who_we_are_core_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "who_we_are" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_us_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "services_blocks_accordion_items" CASCADE;
  DROP TABLE "services_blocks_accordion" CASCADE;
  DROP TABLE "services_blocks_cards_cards" CASCADE;
  DROP TABLE "services_blocks_cards" CASCADE;
  DROP TABLE "services_blocks_diagram_parts" CASCADE;
  DROP TABLE "services_blocks_diagram" CASCADE;
  DROP TABLE "founder_messages" CASCADE;
  DROP TABLE "goals" CASCADE;
  DROP TABLE "research_projects" CASCADE;
  DROP TABLE "research_staff" CASCADE;
  DROP TABLE "training_programmes" CASCADE;
  DROP TABLE "gallery_photos" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "who_we_are_core_values" CASCADE;
  DROP TABLE "who_we_are" CASCADE;
  DROP TABLE "why_us_claims" CASCADE;
  DROP TABLE "why_us" CASCADE;
  DROP TABLE "policies_sections" CASCADE;
  DROP TABLE "policies_prices" CASCADE;
  DROP TABLE "policies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_founder_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_research_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_research_staff_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_training_programmes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  DROP INDEX "payload_locked_documents_rels_founder_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_goals_id_idx";
  DROP INDEX "payload_locked_documents_rels_research_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_research_staff_id_idx";
  DROP INDEX "payload_locked_documents_rels_training_programmes_id_idx";
  DROP INDEX "payload_locked_documents_rels_gallery_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "founder_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "research_projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "research_staff_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "training_programmes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";`)
}
