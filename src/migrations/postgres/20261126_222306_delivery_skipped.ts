import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_notification_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_leads_confirmation_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_quote_requests_notification_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_newsletter_subscribers_confirmation_status" ADD VALUE 'skipped';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_leads_notification_status";
  CREATE TYPE "public"."enum_leads_notification_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DEFAULT 'queued'::"public"."enum_leads_notification_status";
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DATA TYPE "public"."enum_leads_notification_status" USING "notification_status"::"public"."enum_leads_notification_status";
  ALTER TABLE "leads" ALTER COLUMN "confirmation_status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "confirmation_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_leads_confirmation_status";
  CREATE TYPE "public"."enum_leads_confirmation_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  ALTER TABLE "leads" ALTER COLUMN "confirmation_status" SET DEFAULT 'queued'::"public"."enum_leads_confirmation_status";
  ALTER TABLE "leads" ALTER COLUMN "confirmation_status" SET DATA TYPE "public"."enum_leads_confirmation_status" USING "confirmation_status"::"public"."enum_leads_confirmation_status";
  ALTER TABLE "quote_requests" ALTER COLUMN "notification_status" SET DATA TYPE text;
  ALTER TABLE "quote_requests" ALTER COLUMN "notification_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_quote_requests_notification_status";
  CREATE TYPE "public"."enum_quote_requests_notification_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  ALTER TABLE "quote_requests" ALTER COLUMN "notification_status" SET DEFAULT 'queued'::"public"."enum_quote_requests_notification_status";
  ALTER TABLE "quote_requests" ALTER COLUMN "notification_status" SET DATA TYPE "public"."enum_quote_requests_notification_status" USING "notification_status"::"public"."enum_quote_requests_notification_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "confirmation_status" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "confirmation_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_confirmation_status";
  CREATE TYPE "public"."enum_newsletter_subscribers_confirmation_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "confirmation_status" SET DEFAULT 'queued'::"public"."enum_newsletter_subscribers_confirmation_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "confirmation_status" SET DATA TYPE "public"."enum_newsletter_subscribers_confirmation_status" USING "confirmation_status"::"public"."enum_newsletter_subscribers_confirmation_status";`)
}
