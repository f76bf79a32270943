import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Each email's delivery gets its own "last progress" time (src/fields/delivery.ts), so
 * the outbox stops moving the record's updatedAt, which the admin's edit view reads as
 * another person's edit. Existing rows take their updatedAt, the progress time the sweep
 * read until now: a delivery in flight is requeued exactly when it would have been.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notification_progress_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`confirmation_progress_at\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`notification_progress_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_progress_at\` text;`)
  await db.run(
    sql`UPDATE \`leads\` SET \`notification_progress_at\` = \`updated_at\`, \`confirmation_progress_at\` = \`updated_at\`;`,
  )
  await db.run(sql`UPDATE \`quote_requests\` SET \`notification_progress_at\` = \`updated_at\`;`)
  await db.run(
    sql`UPDATE \`newsletter_subscribers\` SET \`confirmation_progress_at\` = \`updated_at\`;`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notification_progress_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`confirmation_progress_at\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`notification_progress_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_progress_at\`;`)
}
