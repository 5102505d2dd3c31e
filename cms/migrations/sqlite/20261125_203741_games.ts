import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`games\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`picture_id\` text(36),
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`slug\` text NOT NULL,
  	\`group\` numeric,
  	\`sort_order\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`games_picture_idx\` ON \`games\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`games_status_idx\` ON \`games\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`games_slug_idx\` ON \`games\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`games_updated_at_idx\` ON \`games\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`games_created_at_idx\` ON \`games\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`game_sessions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`session_id\` text NOT NULL,
  	\`game_id\` text(36) NOT NULL,
  	\`child_id\` text(36) NOT NULL,
  	\`player_id\` text(36) NOT NULL,
  	\`player_role\` text NOT NULL,
  	\`place\` text NOT NULL,
  	\`date_played\` text NOT NULL,
  	\`status\` text DEFAULT 'stopped' NOT NULL,
  	\`start_level\` numeric NOT NULL,
  	\`end_seconds\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`game_id\`) REFERENCES \`games\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`child_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`player_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`game_sessions_session_id_idx\` ON \`game_sessions\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`game_sessions_game_idx\` ON \`game_sessions\` (\`game_id\`);`)
  await db.run(sql`CREATE INDEX \`game_sessions_child_idx\` ON \`game_sessions\` (\`child_id\`);`)
  await db.run(sql`CREATE INDEX \`game_sessions_player_idx\` ON \`game_sessions\` (\`player_id\`);`)
  await db.run(sql`CREATE INDEX \`game_sessions_updated_at_idx\` ON \`game_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_sessions_created_at_idx\` ON \`game_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`child_datePlayed_idx\` ON \`game_sessions\` (\`child_id\`,\`date_played\`);`)
  await db.run(sql`CREATE INDEX \`child_game_datePlayed_idx\` ON \`game_sessions\` (\`child_id\`,\`game_id\`,\`date_played\`);`)
  await db.run(sql`CREATE TABLE \`game_trials\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`session_id\` text(36) NOT NULL,
  	\`index\` numeric NOT NULL,
  	\`trial_key\` text NOT NULL,
  	\`level\` numeric NOT NULL,
  	\`seed\` numeric NOT NULL,
  	\`response\` text,
  	\`correct\` integer DEFAULT false NOT NULL,
  	\`error_type\` text,
  	\`response_ms\` numeric NOT NULL,
  	\`replays\` numeric NOT NULL,
  	\`elapsed_seconds\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`session_id\`) REFERENCES \`game_sessions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`game_trials_session_idx\` ON \`game_trials\` (\`session_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`game_trials_trial_key_idx\` ON \`game_trials\` (\`trial_key\`);`)
  await db.run(sql`CREATE INDEX \`game_trials_updated_at_idx\` ON \`game_trials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_trials_created_at_idx\` ON \`game_trials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`game_child_plans\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`child_id\` text(36) NOT NULL,
  	\`settings\` text,
  	\`home_games\` text,
  	\`start_levels\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`child_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`game_child_plans_child_idx\` ON \`game_child_plans\` (\`child_id\`);`)
  await db.run(sql`CREATE INDEX \`game_child_plans_updated_at_idx\` ON \`game_child_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_child_plans_created_at_idx\` ON \`game_child_plans\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`iep_versions\` ADD \`goal_games\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`games_id\` text(36) REFERENCES games(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`game_sessions_id\` text(36) REFERENCES game_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`game_trials_id\` text(36) REFERENCES game_trials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`game_child_plans_id\` text(36) REFERENCES game_child_plans(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_games_id_idx\` ON \`payload_locked_documents_rels\` (\`games_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_game_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`game_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_game_trials_id_idx\` ON \`payload_locked_documents_rels\` (\`game_trials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_game_child_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`game_child_plans_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`games\`;`)
  await db.run(sql`DROP TABLE \`game_sessions\`;`)
  await db.run(sql`DROP TABLE \`game_trials\`;`)
  await db.run(sql`DROP TABLE \`game_child_plans\`;`)
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
  	\`ieps_id\` text(36),
  	\`iep_versions_id\` text(36),
  	\`iep_session_entries_id\` text(36),
  	\`jwl_enquiries_id\` text(36),
  	\`enquiry_questions_id\` text(36),
  	\`jwl_enquiry_activity_id\` text(36),
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
  	FOREIGN KEY (\`ieps_id\`) REFERENCES \`ieps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`iep_versions_id\`) REFERENCES \`iep_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`iep_session_entries_id\`) REFERENCES \`iep_session_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jwl_enquiries_id\`) REFERENCES \`jwl_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiry_questions_id\`) REFERENCES \`enquiry_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jwl_enquiry_activity_id\`) REFERENCES \`jwl_enquiry_activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "password_links_id", "children_id", "private_uploads_id", "appointments_id", "ieps_id", "iep_versions_id", "iep_session_entries_id", "jwl_enquiries_id", "enquiry_questions_id", "jwl_enquiry_activity_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "password_links_id", "children_id", "private_uploads_id", "appointments_id", "ieps_id", "iep_versions_id", "iep_session_entries_id", "jwl_enquiries_id", "enquiry_questions_id", "jwl_enquiry_activity_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ieps_id_idx\` ON \`payload_locked_documents_rels\` (\`ieps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_iep_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`iep_versions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_iep_session_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`iep_session_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jwl_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`jwl_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiry_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiry_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jwl_enquiry_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`jwl_enquiry_activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`iep_versions\` DROP COLUMN \`goal_games\`;`)
}
