import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The public site's words in three languages (decision 063). Payload's generated migration moves every localised
// column into a `<table>_locales` table and drops the old column, which would have emptied every page. Here the
// values are copied first: each row's words become its English (`_locale = 'en'`) row, and `down` copies the
// English rows back into the columns before dropping the tables (Telugu and Hindi are lost on the way down).

/** The columns that moved: table -> [column, its definition before this migration]. */
const MOVED: Array<[table: string, columns: Array<[column: string, definition: string]>]> = [
  ['centres', [
    ['image_alt', "varchar"],
  ]],
  ['media', [
    ['alt', "varchar NOT NULL"],
  ]],
  ['services_blocks_text_section', [
    ['heading', "varchar"],
    ['text', "varchar NOT NULL"],
  ]],
  ['services_blocks_accordion_items', [
    ['title', "varchar NOT NULL"],
    ['body', "varchar NOT NULL"],
  ]],
  ['services_blocks_accordion', [
    ['heading', "varchar"],
    ['intro', "varchar"],
  ]],
  ['services_blocks_cards_cards', [
    ['title', "varchar NOT NULL"],
    ['body', "varchar NOT NULL"],
  ]],
  ['services_blocks_cards', [
    ['heading', "varchar"],
    ['intro', "varchar"],
  ]],
  ['services_blocks_diagram_parts', [
    ['label', "varchar NOT NULL"],
  ]],
  ['services_blocks_diagram', [
    ['heading', "varchar"],
    ['centre', "varchar NOT NULL"],
    ['caption', "varchar"],
  ]],
  ['services', [
    ['title', "varchar NOT NULL"],
    ['summary', "varchar NOT NULL"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['page_texts', [
    ['heading', "varchar NOT NULL"],
    ['lead', "varchar"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['founder_messages', [
    ['role', "varchar NOT NULL"],
    ['message', "varchar NOT NULL"],
  ]],
  ['goals', [
    ['title', "varchar NOT NULL"],
    ['description', "varchar NOT NULL"],
  ]],
  ['research_projects', [
    ['title', "varchar NOT NULL"],
    ['summary', "varchar NOT NULL"],
    ['status', "varchar DEFAULT 'Ongoing'"],
  ]],
  ['research_staff', [
    ['role', "varchar NOT NULL"],
    ['bio', "varchar"],
  ]],
  ['training_programmes', [
    ['programme', "varchar NOT NULL"],
    ['description', "varchar"],
    ['duration', "varchar NOT NULL"],
    ['frequency', "varchar NOT NULL"],
    ['coordinator', "varchar NOT NULL"],
  ]],
  ['gallery_photos', [
    ['caption', "varchar NOT NULL"],
  ]],
  ['videos', [
    ['title', "varchar NOT NULL"],
  ]],
  ['faqs', [
    ['question', "varchar NOT NULL"],
    ['answer', "varchar NOT NULL"],
  ]],
  ['site_settings', [
    ['tagline', "varchar"],
    ['head_office_hours', "varchar"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['home_hero_slides', [
    ['caption', "varchar"],
  ]],
  ['home_treatment_images', [
    ['caption', "varchar"],
  ]],
  ['home', [
    ['welcome_title', "varchar NOT NULL"],
    ['welcome_text', "varchar NOT NULL"],
    ['services_heading', "varchar DEFAULT 'Our Services' NOT NULL"],
    ['branches_heading', "varchar DEFAULT 'Our Branches and Services' NOT NULL"],
    ['treatment_heading', "varchar DEFAULT 'Treatment' NOT NULL"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['branches_page', [
    ['heading', "varchar DEFAULT 'Our Branches' NOT NULL"],
    ['intro', "varchar"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['contact_page', [
    ['heading', "varchar DEFAULT 'Contact Us' NOT NULL"],
    ['get_in_touch_heading', "varchar DEFAULT 'Get in touch' NOT NULL"],
    ['intro', "varchar"],
    ['form_heading', "varchar DEFAULT 'Send us a message' NOT NULL"],
    ['contacts_heading', "varchar DEFAULT 'Contacts' NOT NULL"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['who_we_are_core_values', [
    ['value', "varchar NOT NULL"],
    ['meaning', "varchar"],
  ]],
  ['who_we_are', [
    ['heading', "varchar DEFAULT 'Who We Are' NOT NULL"],
    ['intro', "varchar NOT NULL"],
    ['mission', "varchar NOT NULL"],
    ['vision', "varchar NOT NULL"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['why_us_claims', [
    ['text', "varchar NOT NULL"],
  ]],
  ['why_us', [
    ['heading', "varchar DEFAULT 'Why Us' NOT NULL"],
    ['intro', "varchar NOT NULL"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
  ['policies_sections', [
    ['heading', "varchar NOT NULL"],
    ['body', "varchar NOT NULL"],
  ]],
  ['policies_prices', [
    ['service', "varchar NOT NULL"],
    ['duration', "varchar"],
    ['includes', "varchar"],
  ]],
  ['policies', [
    ['heading', "varchar DEFAULT 'Terms and Conditions' NOT NULL"],
    ['intro', "varchar"],
    ['pricing_heading', "varchar DEFAULT 'Our prices' NOT NULL"],
    ['pricing_note', "varchar"],
    ['seo_title', "varchar"],
    ['seo_description', "varchar"],
  ]],
]

const quote = (name: string) => `"${name}"`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // As generated: the locale type, the *_locales tables, their foreign keys and unique (locale, parent) indexes.
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'te', 'hi');
  CREATE TABLE "centres_locales" (
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "services_blocks_text_section_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_accordion_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards_cards_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_diagram_parts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_diagram_locales" (
  	"heading" varchar,
  	"centre" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "page_texts_locales" (
  	"heading" varchar,
  	"lead" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "founder_messages_locales" (
  	"role" varchar,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "goals_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "research_projects_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"status" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "research_staff_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "training_programmes_locales" (
  	"programme" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"frequency" varchar,
  	"coordinator" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "gallery_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"head_office_hours" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "home_hero_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_treatment_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_locales" (
  	"welcome_title" varchar,
  	"welcome_text" varchar,
  	"services_heading" varchar,
  	"branches_heading" varchar,
  	"treatment_heading" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "branches_page_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "contact_page_locales" (
  	"heading" varchar,
  	"get_in_touch_heading" varchar,
  	"intro" varchar,
  	"form_heading" varchar,
  	"contacts_heading" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "who_we_are_core_values_locales" (
  	"value" varchar,
  	"meaning" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "who_we_are_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"mission" varchar,
  	"vision" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "why_us_claims_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "why_us_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "policies_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policies_prices_locales" (
  	"service" varchar,
  	"duration" varchar,
  	"includes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policies_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"pricing_heading" varchar,
  	"pricing_note" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  ALTER TABLE "centres_locales" ADD CONSTRAINT "centres_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_text_section_locales" ADD CONSTRAINT "services_blocks_text_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_text_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_accordion_items_locales" ADD CONSTRAINT "services_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_accordion_locales" ADD CONSTRAINT "services_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_cards_locales" ADD CONSTRAINT "services_blocks_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_locales" ADD CONSTRAINT "services_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_diagram_parts_locales" ADD CONSTRAINT "services_blocks_diagram_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_diagram_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_diagram_locales" ADD CONSTRAINT "services_blocks_diagram_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_texts_locales" ADD CONSTRAINT "page_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "founder_messages_locales" ADD CONSTRAINT "founder_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."founder_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goals_locales" ADD CONSTRAINT "goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_projects_locales" ADD CONSTRAINT "research_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_staff_locales" ADD CONSTRAINT "research_staff_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_programmes_locales" ADD CONSTRAINT "training_programmes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_photos_locales" ADD CONSTRAINT "gallery_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_hero_slides_locales" ADD CONSTRAINT "home_hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_treatment_images_locales" ADD CONSTRAINT "home_treatment_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_treatment_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_page_locales" ADD CONSTRAINT "branches_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "who_we_are_core_values_locales" ADD CONSTRAINT "who_we_are_core_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."who_we_are_core_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "who_we_are_locales" ADD CONSTRAINT "who_we_are_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_us_claims_locales" ADD CONSTRAINT "why_us_claims_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_us_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_us_locales" ADD CONSTRAINT "why_us_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_sections_locales" ADD CONSTRAINT "policies_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_prices_locales" ADD CONSTRAINT "policies_prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_locales" ADD CONSTRAINT "policies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "centres_locales_locale_parent_id_unique" ON "centres_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_text_section_locales_locale_parent_id_unique" ON "services_blocks_text_section_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_accordion_items_locales_locale_parent_id_uni" ON "services_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_accordion_locales_locale_parent_id_unique" ON "services_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_cards_cards_locales_locale_parent_id_unique" ON "services_blocks_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_cards_locales_locale_parent_id_unique" ON "services_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_diagram_parts_locales_locale_parent_id_uniqu" ON "services_blocks_diagram_parts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_blocks_diagram_locales_locale_parent_id_unique" ON "services_blocks_diagram_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "page_texts_locales_locale_parent_id_unique" ON "page_texts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "founder_messages_locales_locale_parent_id_unique" ON "founder_messages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "goals_locales_locale_parent_id_unique" ON "goals_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "research_projects_locales_locale_parent_id_unique" ON "research_projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "research_staff_locales_locale_parent_id_unique" ON "research_staff_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "training_programmes_locales_locale_parent_id_unique" ON "training_programmes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "gallery_photos_locales_locale_parent_id_unique" ON "gallery_photos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_hero_slides_locales_locale_parent_id_unique" ON "home_hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_treatment_images_locales_locale_parent_id_unique" ON "home_treatment_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "branches_page_locales_locale_parent_id_unique" ON "branches_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "contact_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "who_we_are_core_values_locales_locale_parent_id_unique" ON "who_we_are_core_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "who_we_are_locales_locale_parent_id_unique" ON "who_we_are_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "why_us_claims_locales_locale_parent_id_unique" ON "why_us_claims_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "why_us_locales_locale_parent_id_unique" ON "why_us_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "policies_sections_locales_locale_parent_id_unique" ON "policies_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "policies_prices_locales_locale_parent_id_unique" ON "policies_prices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "policies_locales_locale_parent_id_unique" ON "policies_locales" USING btree ("_locale","_parent_id");`)
  for (const [table, columns] of MOVED) {
    const names = columns.map(([column]) => quote(column)).join(', ')
    await db.execute(
      sql.raw(
        `INSERT INTO ${quote(`${table}_locales`)} (${names}, "_locale", "_parent_id") ` +
          `SELECT ${names}, 'en', "id" FROM ${quote(table)};`,
      ),
    )
    for (const [column] of columns) {
      await db.execute(sql.raw(`ALTER TABLE ${quote(table)} DROP COLUMN ${quote(column)};`))
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, columns] of MOVED) {
    const locales = quote(`${table}_locales`)
    for (const [column, definition] of columns) {
      // Added without NOT NULL, filled from the English row (another language's if English is missing), then
      // constrained as it was.
      const isNotNull = definition.includes('NOT NULL')
      await db.execute(
        sql.raw(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(column)} ${definition.replace(' NOT NULL', '')};`),
      )
      await db.execute(
        sql.raw(
          `UPDATE ${quote(table)} AS t SET ${quote(column)} = COALESCE(` +
            `(SELECT l.${quote(column)} FROM ${locales} AS l WHERE l."_parent_id" = t."id" AND l."_locale" = 'en'), ` +
            `(SELECT l.${quote(column)} FROM ${locales} AS l WHERE l."_parent_id" = t."id" AND l.${quote(column)} IS NOT NULL ORDER BY l."_locale" LIMIT 1)` +
            `${isNotNull ? ", ''" : ''});`,
        ),
      )
      if (isNotNull) {
        await db.execute(sql.raw(`ALTER TABLE ${quote(table)} ALTER COLUMN ${quote(column)} SET NOT NULL;`))
      }
    }
  }
  for (const [table] of MOVED) await db.execute(sql.raw(`DROP TABLE ${quote(`${table}_locales`)} CASCADE;`))
  await db.execute(sql`DROP TYPE "public"."_locales";`)
}
