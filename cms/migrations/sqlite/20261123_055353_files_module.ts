import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_private_uploads\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`filename\` text NOT NULL,
  	\`mime_type\` text NOT NULL,
  	\`filesize\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
  	\`original_name\` text,
  	\`attached_to\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_private_uploads\`("id", "filename", "mime_type", "filesize", "kind", "original_name", "attached_to", "updated_at", "created_at") SELECT "id", "filename", "mime_type", "filesize", "kind", "original_name", NULL, "updated_at", "created_at" FROM \`private_uploads\`;`)
  await db.run(sql`DROP TABLE \`private_uploads\`;`)
  await db.run(sql`ALTER TABLE \`__new_private_uploads\` RENAME TO \`private_uploads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_uploads_filename_idx\` ON \`private_uploads\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_attached_to_idx\` ON \`private_uploads\` (\`attached_to\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_updated_at_idx\` ON \`private_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_created_at_idx\` ON \`private_uploads\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_private_uploads\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`original_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_private_uploads\`("id", "kind", "original_name", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "kind", "original_name", "updated_at", "created_at", NULL, NULL, "filename", "mime_type", "filesize", NULL, NULL FROM \`private_uploads\`;`)
  await db.run(sql`DROP TABLE \`private_uploads\`;`)
  await db.run(sql`ALTER TABLE \`__new_private_uploads\` RENAME TO \`private_uploads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`private_uploads_updated_at_idx\` ON \`private_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_created_at_idx\` ON \`private_uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_uploads_filename_idx\` ON \`private_uploads\` (\`filename\`);`)
}
