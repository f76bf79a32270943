import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_handled_lead_months\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_subscriber_days\` numeric DEFAULT 30 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_handled_lead_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_subscriber_days\`;`)
}
