import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`private_uploads\` (
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
  await db.run(sql`CREATE INDEX \`private_uploads_updated_at_idx\` ON \`private_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_created_at_idx\` ON \`private_uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_uploads_filename_idx\` ON \`private_uploads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`child_id\` text(36) NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`centre_id\` text(36) NOT NULL,
  	\`doctor_id\` text(36) NOT NULL,
  	\`appointment_date\` text NOT NULL,
  	\`appointment_time\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`consultation_type\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`slot_key\` text,
  	\`referred_by\` text,
  	\`child_concerns\` text,
  	\`child_name\` text NOT NULL,
  	\`parent_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`parent_phone_no\` text,
  	\`alternative_number\` text,
  	\`address\` text,
  	\`school_name\` text,
  	\`class_grade\` text,
  	\`school_board\` text,
  	\`prescription_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`child_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`centre_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`doctor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prescription_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_child_idx\` ON \`appointments\` (\`child_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_parent_idx\` ON \`appointments\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_centre_idx\` ON \`appointments\` (\`centre_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_doctor_idx\` ON \`appointments\` (\`doctor_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_appointment_date_idx\` ON \`appointments\` (\`appointment_date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_starts_at_idx\` ON \`appointments\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appointments_slot_key_idx\` ON \`appointments\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`appointments_prescription_idx\` ON \`appointments\` (\`prescription_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`centre_startsAt_idx\` ON \`appointments\` (\`centre_id\`,\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`centre_status_startsAt_idx\` ON \`appointments\` (\`centre_id\`,\`status\`,\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`centre_status_createdAt_idx\` ON \`appointments\` (\`centre_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`doctor_appointmentDate_idx\` ON \`appointments\` (\`doctor_id\`,\`appointment_date\`);`)
  await db.run(sql`CREATE INDEX \`doctor_status_startsAt_idx\` ON \`appointments\` (\`doctor_id\`,\`status\`,\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`parent_startsAt_idx\` ON \`appointments\` (\`parent_id\`,\`starts_at\`);`)
  await db.run(sql`CREATE TABLE \`appointments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`private_uploads_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_uploads_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_rels_order_idx\` ON \`appointments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_parent_idx\` ON \`appointments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_path_idx\` ON \`appointments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_private_uploads_id_idx\` ON \`appointments_rels\` (\`private_uploads_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`private_uploads_id\` text(36) REFERENCES private_uploads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointments_id\` text(36) REFERENCES appointments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`private_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`private_uploads\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments_rels\`;`)
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
  	FOREIGN KEY (\`children_id\`) REFERENCES \`children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "children_id") SELECT "id", "order", "parent_id", "path", "centres_id", "media_id", "services_id", "contact_messages_id", "page_texts_id", "founder_messages_id", "goals_id", "research_projects_id", "research_staff_id", "training_programmes_id", "gallery_photos_id", "videos_id", "faqs_id", "users_id", "auth_sessions_id", "email_verifications_id", "audit_log_id", "children_id" FROM \`payload_locked_documents_rels\`;`)
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
}
