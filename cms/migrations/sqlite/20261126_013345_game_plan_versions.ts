import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`game_child_plans\` ADD \`version\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`game_child_plans\` ADD \`field_changes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`game_child_plans\` DROP COLUMN \`version\`;`)
  await db.run(sql`ALTER TABLE \`game_child_plans\` DROP COLUMN \`field_changes\`;`)
}
