import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "game_child_plans" ADD COLUMN "version" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "game_child_plans" ADD COLUMN "field_changes" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "game_child_plans" DROP COLUMN "version";
  ALTER TABLE "game_child_plans" DROP COLUMN "field_changes";`)
}
