import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`password_links\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`password_links_token_hash_idx\` ON \`password_links\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`password_links_user_idx\` ON \`password_links\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`password_links_expires_at_idx\` ON \`password_links\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`password_links_updated_at_idx\` ON \`password_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`password_links_created_at_idx\` ON \`password_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`route\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text NOT NULL,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`lease_until\` text,
  	\`claim_token\` text,
  	\`message\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_status_idx\` ON \`mail_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_route_idx\` ON \`mail_outbox\` (\`route\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_next_attempt_at_idx\` ON \`mail_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`password_links_id\` text(36) REFERENCES password_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_outbox_id\` text(36) REFERENCES mail_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_links_id_idx\` ON \`payload_locked_documents_rels\` (\`password_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`password_links\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`centres_id\` text(36),
  	\`media_id\` text(36),
  	\`services_id\` text(36),
  	\`contact_messages_id\` text(36),
  	\`page_texts_id\` text(36),
  	\`founder_messages_id\` text(36),
  	\`goals_id\` text(36),
  	\`research_projects_id\` text(36),
  	\`research_staff_id\` text(36),
  	\`training_programmes_id\` text(36),
  	\`gallery_photos_id\` text(36),
  	\`videos_id\` text(36),
  	\`faqs_id\` text(36),
  	\`users_id\` text(36),
  	\`auth_sessions_id\` text(36),
  	\`email_verifications_id\` text(36),
  	\`audit_log_id\` text(36),
  	\`children_id\` text(36),
  	\`private_uploads_id\` text(36),
  	\`appointments_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`centres_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_texts_id\`) REFERENCES \`page_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`founder_messages_id\`) REFERENCES \`founder_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`goals_id\`) REFERENCES \`goals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_projects_id\`) REFERENCES \`research_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_staff_id\`) REFERENCES \`research_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_programmes_id\`) REFERENCES \`training_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_photos_id\`) REFERENCES \`gallery_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_sessions_id\`) REFERENCES \`auth_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`children_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_uploads_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "children_id", "private_uploads_id", "appointments_id") SELECT "id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "children_id", "private_uploads_id", "appointments_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_centres_id_idx\` ON \`payload_locked_documents_rels\` (\`centres_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_texts_id_idx\` ON \`payload_locked_documents_rels\` (\`page_texts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_founder_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`founder_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goals_id_idx\` ON \`payload_locked_documents_rels\` (\`goals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`research_projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`research_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`training_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_children_id_idx\` ON \`payload_locked_documents_rels\` (\`children_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`private_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
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
  await db.run(sql`CREATE INDEX \`private_uploads_updated_at_idx\` ON \`private_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_created_at_idx\` ON \`private_uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_uploads_filename_idx\` ON \`private_uploads\` (\`filename\`);`)
}
