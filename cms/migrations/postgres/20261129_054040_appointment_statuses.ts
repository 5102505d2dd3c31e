import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_appointments_status" ADD VALUE 'arrived';
  ALTER TYPE "public"."enum_appointments_status" ADD VALUE 'completed';
  ALTER TYPE "public"."enum_appointments_status" ADD VALUE 'no-show';
  ALTER TYPE "public"."enum_appointments_status" ADD VALUE 'cancelled';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appointments" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_appointments_status";
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('pending', 'approved', 'rejected');
  ALTER TABLE "appointments" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_appointments_status";
  ALTER TABLE "appointments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appointments_status" USING "status"::"public"."enum_appointments_status";`)
}
