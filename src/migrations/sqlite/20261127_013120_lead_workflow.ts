import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The lead workflow (issue 27): status, owner, notes and the time of the last status
 * change on leads and quote requests; where each lead and sign-up came from; Payload's
 * query presets (saved list views). The "handled" tick becomes a status: a handled
 * lead had been answered, so it is "contacted", changed when it was last saved.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`created_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_author_idx\` ON \`leads_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`created_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_order_idx\` ON \`quote_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_parent_id_idx\` ON \`quote_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_author_idx\` ON \`quote_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_query_presets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`is_shared\` integer DEFAULT false,
  	\`access_read_constraint\` text DEFAULT 'onlyMe',
  	\`access_update_constraint\` text DEFAULT 'onlyMe',
  	\`access_delete_constraint\` text DEFAULT 'onlyMe',
  	\`where\` text,
  	\`columns\` text,
  	\`group_by\` text,
  	\`related_collection\` text NOT NULL,
  	\`is_temp\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_query_presets_updated_at_idx\` ON \`payload_query_presets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_created_at_idx\` ON \`payload_query_presets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_query_presets_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_query_presets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_order_idx\` ON \`payload_query_presets_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_parent_idx\` ON \`payload_query_presets_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_path_idx\` ON \`payload_query_presets_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_users_id_idx\` ON \`payload_query_presets_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`leads_handled_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`status_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_referrer_host\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_changed_at_idx\` ON \`leads\` (\`status_changed_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_source_referrer_host_idx\` ON \`leads\` (\`source_referrer_host\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_source_utm_source_idx\` ON \`leads\` (\`source_utm_source\`);`)
  await db.run(
    sql`UPDATE \`leads\` SET \`status\` = 'contacted', \`status_changed_at\` = \`updated_at\` WHERE \`handled\` = 1;`,
  )
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`handled\`;`)
  await db.run(sql`DROP INDEX \`quote_requests_handled_idx\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`status_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`source_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`source_referrer_host\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`source_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`source_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`source_utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_idx\` ON \`quote_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_owner_idx\` ON \`quote_requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_changed_at_idx\` ON \`quote_requests\` (\`status_changed_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_source_source_referrer_host_idx\` ON \`quote_requests\` (\`source_referrer_host\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_source_source_utm_source_idx\` ON \`quote_requests\` (\`source_utm_source\`);`)
  await db.run(
    sql`UPDATE \`quote_requests\` SET \`status\` = 'contacted', \`status_changed_at\` = \`updated_at\` WHERE \`handled\` = 1;`,
  )
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`handled\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`source_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`source_referrer_host\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`source_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`source_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`source_utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_source_source_referrer_host_idx\` ON \`newsletter_subscribers\` (\`source_referrer_host\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_source_source_utm_source_idx\` ON \`newsletter_subscribers\` (\`source_utm_source\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`quote_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`payload_query_presets\`;`)
  await db.run(sql`DROP TABLE \`payload_query_presets_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`page\` text,
  	\`user_agent\` text,
  	\`client_hash\` text,
  	\`review\` integer DEFAULT false,
  	\`notification_status\` text DEFAULT 'queued',
  	\`notification_attempts\` numeric DEFAULT 0,
  	\`notification_claimed_at\` text,
  	\`notification_sent_at\` text,
  	\`notification_last_error\` text,
  	\`confirmation_status\` text DEFAULT 'queued',
  	\`confirmation_attempts\` numeric DEFAULT 0,
  	\`confirmation_claimed_at\` text,
  	\`confirmation_sent_at\` text,
  	\`confirmation_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "name", "email", "subject", "message", "handled", "locale", "page", "user_agent", "client_hash", "review", "notification_status", "notification_attempts", "notification_claimed_at", "notification_sent_at", "notification_last_error", "confirmation_status", "confirmation_attempts", "confirmation_claimed_at", "confirmation_sent_at", "confirmation_last_error", "updated_at", "created_at") SELECT "id", "name", "email", "subject", "message", CASE WHEN "status" = 'new' THEN 0 ELSE 1 END, "locale", "page", "user_agent", "client_hash", "review", "notification_status", "notification_attempts", "notification_claimed_at", "notification_sent_at", "notification_last_error", "confirmation_status", "confirmation_attempts", "confirmation_claimed_at", "confirmation_sent_at", "confirmation_last_error", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_handled_idx\` ON \`leads\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`leads_client_hash_idx\` ON \`leads\` (\`client_hash\`);`)
  await db.run(sql`CREATE INDEX \`leads_notification_notification_status_idx\` ON \`leads\` (\`notification_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_confirmation_confirmation_status_idx\` ON \`leads\` (\`confirmation_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`goal\` text NOT NULL,
  	\`service\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`page\` text,
  	\`user_agent\` text,
  	\`client_hash\` text,
  	\`review\` integer DEFAULT false,
  	\`notification_status\` text DEFAULT 'queued',
  	\`notification_attempts\` numeric DEFAULT 0,
  	\`notification_claimed_at\` text,
  	\`notification_sent_at\` text,
  	\`notification_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quote_requests\`("id", "email", "goal", "service", "details", "location", "handled", "locale", "page", "user_agent", "client_hash", "review", "notification_status", "notification_attempts", "notification_claimed_at", "notification_sent_at", "notification_last_error", "updated_at", "created_at") SELECT "id", "email", "goal", "service", "details", "location", CASE WHEN "status" = 'new' THEN 0 ELSE 1 END, "locale", "page", "user_agent", "client_hash", "review", "notification_status", "notification_attempts", "notification_claimed_at", "notification_sent_at", "notification_last_error", "updated_at", "created_at" FROM \`quote_requests\`;`)
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_quote_requests\` RENAME TO \`quote_requests\`;`)
  await db.run(sql`CREATE INDEX \`quote_requests_handled_idx\` ON \`quote_requests\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_client_hash_idx\` ON \`quote_requests\` (\`client_hash\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notification_notification_status_idx\` ON \`quote_requests\` (\`notification_status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_source_source_referrer_host_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_source_source_utm_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`source_landing_page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`source_referrer_host\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`source_utm_source\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`source_utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`source_utm_campaign\`;`)
}
