import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_blocks_text_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_text_section_order_idx\` ON \`services_blocks_text_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_text_section_parent_id_idx\` ON \`services_blocks_text_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_text_section_path_idx\` ON \`services_blocks_text_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_accordion_items_order_idx\` ON \`services_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_accordion_items_parent_id_idx\` ON \`services_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_accordion_order_idx\` ON \`services_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_accordion_parent_id_idx\` ON \`services_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_accordion_path_idx\` ON \`services_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_cards_order_idx\` ON \`services_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_cards_parent_id_idx\` ON \`services_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_order_idx\` ON \`services_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_parent_id_idx\` ON \`services_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_path_idx\` ON \`services_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_diagram_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_diagram\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_diagram_parts_order_idx\` ON \`services_blocks_diagram_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_diagram_parts_parent_id_idx\` ON \`services_blocks_diagram_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_diagram\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`centre\` text NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_diagram_order_idx\` ON \`services_blocks_diagram\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_diagram_parent_id_idx\` ON \`services_blocks_diagram\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_diagram_path_idx\` ON \`services_blocks_diagram\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`tile_image_id\` text(36) NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_tile_image_idx\` ON \`services\` (\`tile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_sort_order_idx\` ON \`services\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`services_seo_seo_image_idx\` ON \`services\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`mailed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`founder_messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`photo_id\` text(36),
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`founder_messages_photo_idx\` ON \`founder_messages\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`founder_messages_sort_order_idx\` ON \`founder_messages\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`founder_messages_updated_at_idx\` ON \`founder_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`founder_messages_created_at_idx\` ON \`founder_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`goals\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`goals_sort_order_idx\` ON \`goals\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`goals_updated_at_idx\` ON \`goals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`goals_created_at_idx\` ON \`goals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`research_projects\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`status\` text DEFAULT 'Ongoing',
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`research_projects_sort_order_idx\` ON \`research_projects\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`research_projects_updated_at_idx\` ON \`research_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_projects_created_at_idx\` ON \`research_projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`research_staff\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`bio\` text,
  	\`photo_id\` text(36),
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`research_staff_photo_idx\` ON \`research_staff\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`research_staff_sort_order_idx\` ON \`research_staff\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`research_staff_updated_at_idx\` ON \`research_staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_staff_created_at_idx\` ON \`research_staff\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`training_programmes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`programme\` text NOT NULL,
  	\`description\` text,
  	\`duration\` text NOT NULL,
  	\`frequency\` text NOT NULL,
  	\`coordinator\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`training_programmes_sort_order_idx\` ON \`training_programmes\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`training_programmes_updated_at_idx\` ON \`training_programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_programmes_created_at_idx\` ON \`training_programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gallery_photos\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`image_id\` text(36) NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_photos_image_idx\` ON \`gallery_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_sort_order_idx\` ON \`gallery_photos\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_updated_at_idx\` ON \`gallery_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_created_at_idx\` ON \`gallery_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`video_id\` text NOT NULL,
  	\`thumbnail_id\` text(36) NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_thumbnail_idx\` ON \`videos\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_sort_order_idx\` ON \`videos\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_sort_order_idx\` ON \`faqs\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Child Development Centres' NOT NULL,
  	\`tagline\` text,
  	\`head_office_address\` text NOT NULL,
  	\`head_office_phone\` text NOT NULL,
  	\`head_office_email\` text NOT NULL,
  	\`head_office_hours\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_image_idx\` ON \`site_settings\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` text(36) NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_hero_slides_order_idx\` ON \`home_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_hero_slides_parent_id_idx\` ON \`home_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_hero_slides_image_idx\` ON \`home_hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_treatment_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` text(36) NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_treatment_images_order_idx\` ON \`home_treatment_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_treatment_images_parent_id_idx\` ON \`home_treatment_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_treatment_images_image_idx\` ON \`home_treatment_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`branches_page\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Our Branches' NOT NULL,
  	\`intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`branches_page_seo_seo_image_idx\` ON \`branches_page\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Contact Us' NOT NULL,
  	\`hero_image_id\` text(36),
  	\`get_in_touch_heading\` text DEFAULT 'Get in touch' NOT NULL,
  	\`intro\` text,
  	\`form_heading\` text DEFAULT 'Send us a message' NOT NULL,
  	\`contacts_heading\` text DEFAULT 'Contacts' NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_hero_image_idx\` ON \`contact_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_seo_seo_image_idx\` ON \`contact_page\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`who_we_are_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`meaning\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`who_we_are\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`who_we_are_core_values_order_idx\` ON \`who_we_are_core_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`who_we_are_core_values_parent_id_idx\` ON \`who_we_are_core_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`who_we_are\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`mission\` text NOT NULL,
  	\`vision\` text NOT NULL,
  	\`core_values_image_id\` text(36),
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`core_values_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`who_we_are_core_values_image_idx\` ON \`who_we_are\` (\`core_values_image_id\`);`)
  await db.run(sql`CREATE INDEX \`who_we_are_seo_seo_image_idx\` ON \`who_we_are\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`why_us_claims\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`why_us\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`why_us_claims_order_idx\` ON \`why_us_claims\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`why_us_claims_parent_id_idx\` ON \`why_us_claims\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`why_us\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`why_us_seo_seo_image_idx\` ON \`why_us\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_order_idx\` ON \`policies_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_parent_id_idx\` ON \`policies_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service\` text NOT NULL,
  	\`duration\` text,
  	\`price\` text,
  	\`includes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_prices_order_idx\` ON \`policies_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_prices_parent_id_idx\` ON \`policies_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`pricing_heading\` text DEFAULT 'Our prices' NOT NULL,
  	\`pricing_note\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_seo_seo_image_idx\` ON \`policies\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`centres\` ADD \`image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`centres_image_idx\` ON \`centres\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`seed_key\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_large_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_large_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_large_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_large_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_large_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_large_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_seed_key_idx\` ON \`media\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`services_id\` text(36) REFERENCES services(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` text(36) REFERENCES contact_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`founder_messages_id\` text(36) REFERENCES founder_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`goals_id\` text(36) REFERENCES goals(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`research_projects_id\` text(36) REFERENCES research_projects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`research_staff_id\` text(36) REFERENCES research_staff(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`training_programmes_id\` text(36) REFERENCES training_programmes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gallery_photos_id\` text(36) REFERENCES gallery_photos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` text(36) REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faqs_id\` text(36) REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_founder_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`founder_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goals_id_idx\` ON \`payload_locked_documents_rels\` (\`goals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`research_projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`research_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`training_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`services_heading\` text DEFAULT 'Our Services' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`treatment_heading\` text DEFAULT 'Treatment' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`seo_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_seo_seo_image_idx\` ON \`home\` (\`seo_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_blocks_text_section\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_diagram_parts\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_diagram\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`founder_messages\`;`)
  await db.run(sql`DROP TABLE \`goals\`;`)
  await db.run(sql`DROP TABLE \`research_projects\`;`)
  await db.run(sql`DROP TABLE \`research_staff\`;`)
  await db.run(sql`DROP TABLE \`training_programmes\`;`)
  await db.run(sql`DROP TABLE \`gallery_photos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`home_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`home_treatment_images\`;`)
  await db.run(sql`DROP TABLE \`branches_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`who_we_are_core_values\`;`)
  await db.run(sql`DROP TABLE \`who_we_are\`;`)
  await db.run(sql`DROP TABLE \`why_us_claims\`;`)
  await db.run(sql`DROP TABLE \`why_us\`;`)
  await db.run(sql`DROP TABLE \`policies_sections\`;`)
  await db.run(sql`DROP TABLE \`policies_prices\`;`)
  await db.run(sql`DROP TABLE \`policies\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_centres\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`colour\` text,
  	\`image_alt\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_centres\`("id", "name", "location", "address", "phone", "colour", "image_alt", "sort_order", "updated_at", "created_at") SELECT "id", "name", "location", "address", "phone", "colour", "image_alt", "sort_order", "updated_at", "created_at" FROM \`centres\`;`)
  await db.run(sql`DROP TABLE \`centres\`;`)
  await db.run(sql`ALTER TABLE \`__new_centres\` RENAME TO \`centres\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`centres_sort_order_idx\` ON \`centres\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`centres_updated_at_idx\` ON \`centres\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`centres_created_at_idx\` ON \`centres\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`centres_id\` text(36),
  	\`media_id\` text(36),
  	\`users_id\` text(36),
  	\`auth_sessions_id\` text(36),
  	\`email_verifications_id\` text(36),
  	\`audit_log_id\` text(36),
  	\`children_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`centres_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_sessions_id\`) REFERENCES \`auth_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`children_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "centres_id", "media_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "children_id") SELECT "id", "order", "parent_id", "path", "centres_id", "media_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "children_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_centres_id_idx\` ON \`payload_locked_documents_rels\` (\`centres_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_children_id_idx\` ON \`payload_locked_documents_rels\` (\`children_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`welcome_title\` text NOT NULL,
  	\`welcome_text\` text NOT NULL,
  	\`branches_heading\` text DEFAULT 'Our Branches and Services' NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "welcome_title", "welcome_text", "branches_heading", "seo_title", "seo_description", "updated_at", "created_at") SELECT "id", "welcome_title", "welcome_text", "branches_heading", "seo_title", "seo_description", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`DROP INDEX \`media_seed_key_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_large_sizes_large_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`seed_key\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_large_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_large_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_large_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_large_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_large_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_large_filename\`;`)
}
