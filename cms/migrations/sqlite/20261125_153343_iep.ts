import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ieps\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`child_id\` text(36) NOT NULL,
  	\`doctor_id\` text(36) NOT NULL,
  	\`therapy\` text NOT NULL,
  	\`therapist_name\` text,
  	\`feedback\` text,
  	\`starting_month\` numeric NOT NULL,
  	\`starting_year\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`child_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`doctor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ieps_child_idx\` ON \`ieps\` (\`child_id\`);`)
  await db.run(sql`CREATE INDEX \`ieps_doctor_idx\` ON \`ieps\` (\`doctor_id\`);`)
  await db.run(sql`CREATE INDEX \`ieps_updated_at_idx\` ON \`ieps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ieps_created_at_idx\` ON \`ieps\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`child_createdAt_idx\` ON \`ieps\` (\`child_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`iep_versions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`iep_id\` text(36) NOT NULL,
  	\`month_index\` numeric NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`version_key\` text NOT NULL,
  	\`month\` numeric NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`target\` text,
  	\`goals\` text NOT NULL,
  	\`performance\` text NOT NULL,
  	\`therapist_feedback\` text,
  	\`doctor_feedback\` text,
  	\`video_id\` text(36),
  	\`video_upload_date\` text,
  	\`video_description\` text,
  	\`author_id\` text(36),
  	\`author_name\` text,
  	\`author_role\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`iep_id\`) REFERENCES \`ieps\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`iep_versions_iep_idx\` ON \`iep_versions\` (\`iep_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`iep_versions_version_key_idx\` ON \`iep_versions\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`iep_versions_video_idx\` ON \`iep_versions\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`iep_versions_author_idx\` ON \`iep_versions\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`iep_versions_updated_at_idx\` ON \`iep_versions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`iep_versions_created_at_idx\` ON \`iep_versions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`iep_monthIndex_version_idx\` ON \`iep_versions\` (\`iep_id\`,\`month_index\`,\`version\`);`)
  await db.run(sql`CREATE TABLE \`iep_session_entries\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`iep_id\` text(36) NOT NULL,
  	\`month_index\` numeric NOT NULL,
  	\`goal_index\` numeric NOT NULL,
  	\`goal\` text,
  	\`date\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	\`note\` text,
  	\`entry_key\` text NOT NULL,
  	\`author_id\` text(36),
  	\`author_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`iep_id\`) REFERENCES \`ieps\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`iep_session_entries_iep_idx\` ON \`iep_session_entries\` (\`iep_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`iep_session_entries_entry_key_idx\` ON \`iep_session_entries\` (\`entry_key\`);`)
  await db.run(sql`CREATE INDEX \`iep_session_entries_author_idx\` ON \`iep_session_entries\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`iep_session_entries_updated_at_idx\` ON \`iep_session_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`iep_session_entries_created_at_idx\` ON \`iep_session_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`iep_monthIndex_date_idx\` ON \`iep_session_entries\` (\`iep_id\`,\`month_index\`,\`date\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ieps_id\` text(36) REFERENCES ieps(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`iep_versions_id\` text(36) REFERENCES iep_versions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`iep_session_entries_id\` text(36) REFERENCES iep_session_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ieps_id_idx\` ON \`payload_locked_documents_rels\` (\`ieps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_iep_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`iep_versions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_iep_session_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`iep_session_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ieps\`;`)
  await db.run(sql`DROP TABLE \`iep_versions\`;`)
  await db.run(sql`DROP TABLE \`iep_session_entries\`;`)
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
  	\`password_links_id\` text(36),
  	\`children_id\` text(36),
  	\`private_uploads_id\` text(36),
  	\`appointments_id\` text(36),
  	\`mail_outbox_id\` text(36),
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
  	FOREIGN KEY (\`password_links_id\`) REFERENCES \`password_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`children_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_uploads_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "password_links_id", "children_id", "private_uploads_id", "appointments_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "password_links_id", "children_id", "private_uploads_id", "appointments_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_links_id_idx\` ON \`payload_locked_documents_rels\` (\`password_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_children_id_idx\` ON \`payload_locked_documents_rels\` (\`children_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`private_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}
