import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`jwl_enquiries\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`reference_id\` text NOT NULL,
  	\`state\` text DEFAULT 'unverified' NOT NULL,
  	\`centre_id\` text(36) NOT NULL,
  	\`child_name\` text,
  	\`child_age\` numeric,
  	\`child_gender\` text,
  	\`parent_name\` text,
  	\`parent_email\` text,
  	\`parent_phone_no\` text,
  	\`search_text\` text,
  	\`checklist\` text,
  	\`questions\` text,
  	\`additional_notes\` text,
  	\`with_video\` integer DEFAULT false,
  	\`video_file\` text,
  	\`video_state\` text,
  	\`consent\` text,
  	\`code_hash\` text,
  	\`code_expires_at\` text,
  	\`code_attempts\` numeric DEFAULT 0,
  	\`code_used_at\` text,
  	\`verified_at\` text,
  	\`stage\` text DEFAULT 'new',
  	\`owner_id\` text(36),
  	\`contact_by\` text,
  	\`first_contact_at\` text,
  	\`reason\` text,
  	\`appointment_id\` text,
  	\`previous_reference_id\` text,
  	\`activity\` text,
  	\`reduced_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`centre_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jwl_enquiries_reference_id_idx\` ON \`jwl_enquiries\` (\`reference_id\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_state_idx\` ON \`jwl_enquiries\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_centre_idx\` ON \`jwl_enquiries\` (\`centre_id\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_parent_email_idx\` ON \`jwl_enquiries\` (\`parent_email\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_parent_phone_no_idx\` ON \`jwl_enquiries\` (\`parent_phone_no\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_verified_at_idx\` ON \`jwl_enquiries\` (\`verified_at\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_owner_idx\` ON \`jwl_enquiries\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_updated_at_idx\` ON \`jwl_enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jwl_enquiries_created_at_idx\` ON \`jwl_enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`centre_state_verifiedAt_idx\` ON \`jwl_enquiries\` (\`centre_id\`,\`state\`,\`verified_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_questions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`question\` text NOT NULL,
  	\`example\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_questions_number_idx\` ON \`enquiry_questions\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_questions_updated_at_idx\` ON \`enquiry_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_questions_created_at_idx\` ON \`enquiry_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_programme\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'Early Learning Programme' NOT NULL,
  	\`intro\` text DEFAULT 'Tell us a little about your child. A therapist from the centre you choose reads every enquiry and calls you back within one working day.',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`jwl_enquiries_id\` text(36) REFERENCES jwl_enquiries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiry_questions_id\` text(36) REFERENCES enquiry_questions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jwl_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`jwl_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiry_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiry_questions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`jwl_enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiry_questions\`;`)
  await db.run(sql`DROP TABLE \`enquiry_programme\`;`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "password_links_id", "children_id", "private_uploads_id", "appointments_id", "ieps_id", "iep_versions_id", "iep_session_entries_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "password_links_id", "children_id", "private_uploads_id", "appointments_id", "ieps_id", "iep_versions_id", "iep_session_entries_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}
