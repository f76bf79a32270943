import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Each email's delivery gets its own "last progress" time (src/fields/delivery.ts), so
 * the outbox stops moving the record's updatedAt, which the admin's edit view reads as
 * another person's edit. Existing rows take their updatedAt, the progress time the sweep
 * read until now: a delivery in flight is requeued exactly when it would have been.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "notification_progress_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "confirmation_progress_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "notification_progress_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_progress_at" timestamp(3) with time zone;
  UPDATE "leads" SET "notification_progress_at" = "updated_at", "confirmation_progress_at" = "updated_at";
  UPDATE "quote_requests" SET "notification_progress_at" = "updated_at";
  UPDATE "newsletter_subscribers" SET "confirmation_progress_at" = "updated_at";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "notification_progress_at";
  ALTER TABLE "leads" DROP COLUMN "confirmation_progress_at";
  ALTER TABLE "quote_requests" DROP COLUMN "notification_progress_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_progress_at";`)
}
