import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Every committed write to the tables behind a branch's calendar notifies the server processes, which keep
// answers computed from them only until one of them changes (modules/platform/src/table-changes.ts, decision
// 062). Statement-level, so a write of many rows is one notification; PostgreSQL also folds a transaction's equal
// notifications into one and delivers them only when it commits.
const WATCHED = [
  'appointments',
  'users',
  'children',
  'centres',
  'centre_opening_hours',
  'centre_holidays',
  'doctor_availability',
  'doctor_leave',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('table_changes', TG_TABLE_NAME);
    RETURN NULL;
  END
  $$;`)
  for (const table of WATCHED) {
    await db.execute(
      sql.raw(`CREATE TRIGGER "${table}_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of WATCHED) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_changes" ON "${table}";`))
  }
  await db.execute(sql`DROP FUNCTION IF EXISTS "notify_table_change"();`)
}
