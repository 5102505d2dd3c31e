import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "refund_policy" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"cutoff_hours" numeric DEFAULT 24 NOT NULL,
  	"booking_day_percent" numeric DEFAULT 100 NOT NULL,
  	"early_days" numeric DEFAULT 3 NOT NULL,
  	"early_percent" numeric DEFAULT 50 NOT NULL,
  	"late_percent" numeric DEFAULT 0 NOT NULL,
  	"booking_charge_consultation" numeric DEFAULT 200 NOT NULL,
  	"booking_charge_assessment" numeric DEFAULT 500 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
  // The Terms page's refund section is now drawn from this table; the seeded free-text copy of the same rules
  // would say them twice (and disagree after the first edit). A section an editor renamed is left alone.
  await db.execute(sql`DELETE FROM "policies_sections" WHERE "heading" = 'Refund and cancellation policy';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "refund_policy" CASCADE;`)
}
