import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "private_uploads" ALTER COLUMN "kind" SET DATA TYPE varchar;
  ALTER TABLE "private_uploads" ALTER COLUMN "filename" SET NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "mime_type" SET NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "filesize" SET NOT NULL;
  ALTER TABLE "private_uploads" ADD COLUMN "attached_to" varchar;
  CREATE INDEX "private_uploads_attached_to_idx" ON "private_uploads" USING btree ("attached_to");
  ALTER TABLE "private_uploads" DROP COLUMN "url";
  ALTER TABLE "private_uploads" DROP COLUMN "thumbnail_u_r_l";
  ALTER TABLE "private_uploads" DROP COLUMN "width";
  ALTER TABLE "private_uploads" DROP COLUMN "height";
  DROP TYPE "public"."enum_private_uploads_kind";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_uploads_kind" AS ENUM('report', 'prescription');
  DROP INDEX "private_uploads_attached_to_idx";
  ALTER TABLE "private_uploads" ALTER COLUMN "filename" DROP NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "mime_type" DROP NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "filesize" DROP NOT NULL;
  ALTER TABLE "private_uploads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_private_uploads_kind" USING "kind"::"public"."enum_private_uploads_kind";
  ALTER TABLE "private_uploads" ADD COLUMN "url" varchar;
  ALTER TABLE "private_uploads" ADD COLUMN "thumbnail_u_r_l" varchar;
  ALTER TABLE "private_uploads" ADD COLUMN "width" numeric;
  ALTER TABLE "private_uploads" ADD COLUMN "height" numeric;
  ALTER TABLE "private_uploads" DROP COLUMN "attached_to";`)
}
