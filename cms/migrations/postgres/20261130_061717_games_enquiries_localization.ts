import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The games' names and descriptions and the enquiry form's programme and questions in three languages (decision 063,
// its "still English"), done as 20261130_032534_cms_localization was: Payload's generated migration moves each
// localised column into a `<table>_locales` table and drops the old column, which would have emptied the games'
// cards and the enquiry form. Here every row's words are copied into its English (`_locale = 'en'`) row first, and
// `down` copies the English rows back into the columns before dropping the tables (Telugu and Hindi are lost on the
// way down). The `_locales` type is the earlier migration's and stays.

/** The columns that moved: table -> [column, its definition before this migration]. */
const MOVED: Array<[table: string, columns: Array<[column: string, definition: string]>]> = [
  ['games', [
    ['name', "varchar NOT NULL"],
    ['description', "varchar NOT NULL"],
  ]],
  ['enquiry_questions', [
    ['question', "varchar NOT NULL"],
    ['example', "varchar"],
  ]],
  ['enquiry_programme', [
    ['name', "varchar DEFAULT 'Early Learning Programme' NOT NULL"],
    ['intro', "varchar DEFAULT 'Tell us a little about your child. A therapist from the centre you choose reads every enquiry and calls you back within one working day.'"],
  ]],
]

const quote = (name: string) => `"${name}"`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // As generated: the *_locales tables, their foreign keys and unique (locale, parent) indexes.
  await db.execute(sql`
   CREATE TABLE "games_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "enquiry_questions_locales" (
  	"question" varchar,
  	"example" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "enquiry_programme_locales" (
  	"name" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  ALTER TABLE "games_locales" ADD CONSTRAINT "games_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiry_questions_locales" ADD CONSTRAINT "enquiry_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiry_programme_locales" ADD CONSTRAINT "enquiry_programme_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry_programme"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "games_locales_locale_parent_id_unique" ON "games_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "enquiry_questions_locales_locale_parent_id_unique" ON "enquiry_questions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "enquiry_programme_locales_locale_parent_id_unique" ON "enquiry_programme_locales" USING btree ("_locale","_parent_id");`)
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
}
