import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'read', 'replied');
  CREATE TYPE "public"."enum_site_settings_social_platform" AS ENUM('facebook', 'instagram', 'youtube', 'linkedin', 'x');
  CREATE TABLE "services_blocks_text_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar NOT NULL,
  	"block_name" varchar
  );
  
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
  
  CREATE TABLE "services" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"tile_image_id" uuid NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"mailed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"site_name" varchar DEFAULT 'Child Development Centres' NOT NULL,
  	"tagline" varchar,
  	"head_office_address" varchar NOT NULL,
  	"head_office_phone" varchar NOT NULL,
  	"head_office_email" varchar NOT NULL,
  	"head_office_hours" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "home_treatment_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "branches_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"heading" varchar DEFAULT 'Our Branches' NOT NULL,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"heading" varchar DEFAULT 'Contact Us' NOT NULL,
  	"hero_image_id" uuid,
  	"get_in_touch_heading" varchar DEFAULT 'Get in touch' NOT NULL,
  	"intro" varchar,
  	"form_heading" varchar DEFAULT 'Send us a message' NOT NULL,
  	"contacts_heading" varchar DEFAULT 'Contacts' NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" uuid,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  ALTER TABLE "centres" ADD COLUMN "image_id" uuid;
  ALTER TABLE "media" ADD COLUMN "seed_key" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_filename" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "services_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "founder_messages_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goals_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "research_projects_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "research_staff_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "training_programmes_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_photos_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" uuid;
  ALTER TABLE "home" ADD COLUMN "services_heading" varchar DEFAULT 'Our Services' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "treatment_heading" varchar DEFAULT 'Treatment' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "seo_image_id" uuid;
  ALTER TABLE "services_blocks_text_section" ADD CONSTRAINT "services_blocks_text_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_accordion_items" ADD CONSTRAINT "services_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_accordion" ADD CONSTRAINT "services_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_cards" ADD CONSTRAINT "services_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards" ADD CONSTRAINT "services_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_diagram_parts" ADD CONSTRAINT "services_blocks_diagram_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_diagram" ADD CONSTRAINT "services_blocks_diagram_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_tile_image_id_media_id_fk" FOREIGN KEY ("tile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "founder_messages" ADD CONSTRAINT "founder_messages_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_staff" ADD CONSTRAINT "research_staff_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_slides" ADD CONSTRAINT "home_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_slides" ADD CONSTRAINT "home_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_treatment_images" ADD CONSTRAINT "home_treatment_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_treatment_images" ADD CONSTRAINT "home_treatment_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_page" ADD CONSTRAINT "branches_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "who_we_are_core_values" ADD CONSTRAINT "who_we_are_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "who_we_are" ADD CONSTRAINT "who_we_are_core_values_image_id_media_id_fk" FOREIGN KEY ("core_values_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "who_we_are" ADD CONSTRAINT "who_we_are_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "why_us_claims" ADD CONSTRAINT "why_us_claims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_us" ADD CONSTRAINT "why_us_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies_sections" ADD CONSTRAINT "policies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_prices" ADD CONSTRAINT "policies_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_blocks_text_section_order_idx" ON "services_blocks_text_section" USING btree ("_order");
  CREATE INDEX "services_blocks_text_section_parent_id_idx" ON "services_blocks_text_section" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_text_section_path_idx" ON "services_blocks_text_section" USING btree ("_path");
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
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_tile_image_idx" ON "services" USING btree ("tile_image_id");
  CREATE INDEX "services_sort_order_idx" ON "services" USING btree ("sort_order");
  CREATE INDEX "services_seo_seo_image_idx" ON "services" USING btree ("seo_image_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
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
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_seo_seo_image_idx" ON "site_settings" USING btree ("seo_image_id");
  CREATE INDEX "home_hero_slides_order_idx" ON "home_hero_slides" USING btree ("_order");
  CREATE INDEX "home_hero_slides_parent_id_idx" ON "home_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "home_hero_slides_image_idx" ON "home_hero_slides" USING btree ("image_id");
  CREATE INDEX "home_treatment_images_order_idx" ON "home_treatment_images" USING btree ("_order");
  CREATE INDEX "home_treatment_images_parent_id_idx" ON "home_treatment_images" USING btree ("_parent_id");
  CREATE INDEX "home_treatment_images_image_idx" ON "home_treatment_images" USING btree ("image_id");
  CREATE INDEX "branches_page_seo_seo_image_idx" ON "branches_page" USING btree ("seo_image_id");
  CREATE INDEX "contact_page_hero_image_idx" ON "contact_page" USING btree ("hero_image_id");
  CREATE INDEX "contact_page_seo_seo_image_idx" ON "contact_page" USING btree ("seo_image_id");
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
  ALTER TABLE "centres" ADD CONSTRAINT "centres_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_founder_messages_fk" FOREIGN KEY ("founder_messages_id") REFERENCES "public"."founder_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goals_fk" FOREIGN KEY ("goals_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_projects_fk" FOREIGN KEY ("research_projects_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_staff_fk" FOREIGN KEY ("research_staff_id") REFERENCES "public"."research_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_programmes_fk" FOREIGN KEY ("training_programmes_id") REFERENCES "public"."training_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk" FOREIGN KEY ("gallery_photos_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "centres_image_idx" ON "centres" USING btree ("image_id");
  CREATE INDEX "media_seed_key_idx" ON "media" USING btree ("seed_key");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_founder_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("founder_messages_id");
  CREATE INDEX "payload_locked_documents_rels_goals_id_idx" ON "payload_locked_documents_rels" USING btree ("goals_id");
  CREATE INDEX "payload_locked_documents_rels_research_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("research_projects_id");
  CREATE INDEX "payload_locked_documents_rels_research_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("research_staff_id");
  CREATE INDEX "payload_locked_documents_rels_training_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("training_programmes_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_photos_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "home_seo_seo_image_idx" ON "home" USING btree ("seo_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_blocks_text_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_diagram_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_blocks_diagram" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "founder_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_staff" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_programmes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_treatment_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "branches_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "who_we_are_core_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "who_we_are" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_us_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "services_blocks_text_section" CASCADE;
  DROP TABLE "services_blocks_accordion_items" CASCADE;
  DROP TABLE "services_blocks_accordion" CASCADE;
  DROP TABLE "services_blocks_cards_cards" CASCADE;
  DROP TABLE "services_blocks_cards" CASCADE;
  DROP TABLE "services_blocks_diagram_parts" CASCADE;
  DROP TABLE "services_blocks_diagram" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "founder_messages" CASCADE;
  DROP TABLE "goals" CASCADE;
  DROP TABLE "research_projects" CASCADE;
  DROP TABLE "research_staff" CASCADE;
  DROP TABLE "training_programmes" CASCADE;
  DROP TABLE "gallery_photos" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_hero_slides" CASCADE;
  DROP TABLE "home_treatment_images" CASCADE;
  DROP TABLE "branches_page" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "who_we_are_core_values" CASCADE;
  DROP TABLE "who_we_are" CASCADE;
  DROP TABLE "why_us_claims" CASCADE;
  DROP TABLE "why_us" CASCADE;
  DROP TABLE "policies_sections" CASCADE;
  DROP TABLE "policies_prices" CASCADE;
  DROP TABLE "policies" CASCADE;
  ALTER TABLE "centres" DROP CONSTRAINT "centres_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_founder_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_research_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_research_staff_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_training_programmes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "home" DROP CONSTRAINT "home_seo_image_id_media_id_fk";
  
  DROP INDEX "centres_image_idx";
  DROP INDEX "media_seed_key_idx";
  DROP INDEX "media_sizes_large_sizes_large_filename_idx";
  DROP INDEX "payload_locked_documents_rels_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_founder_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_goals_id_idx";
  DROP INDEX "payload_locked_documents_rels_research_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_research_staff_id_idx";
  DROP INDEX "payload_locked_documents_rels_training_programmes_id_idx";
  DROP INDEX "payload_locked_documents_rels_gallery_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "home_seo_seo_image_idx";
  ALTER TABLE "centres" DROP COLUMN "image_id";
  ALTER TABLE "media" DROP COLUMN "seed_key";
  ALTER TABLE "media" DROP COLUMN "sizes_large_url";
  ALTER TABLE "media" DROP COLUMN "sizes_large_width";
  ALTER TABLE "media" DROP COLUMN "sizes_large_height";
  ALTER TABLE "media" DROP COLUMN "sizes_large_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_large_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_large_filename";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "founder_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "research_projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "research_staff_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "training_programmes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "home" DROP COLUMN "services_heading";
  ALTER TABLE "home" DROP COLUMN "treatment_heading";
  ALTER TABLE "home" DROP COLUMN "seo_image_id";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_site_settings_social_platform";`)
}
