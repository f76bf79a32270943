import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "submission_key" varchar;
  CREATE UNIQUE INDEX "leads_submission_key_idx" ON "leads" USING btree ("submission_key");
  CREATE UNIQUE INDEX "quote_requests_submission_key_idx" ON "quote_requests" USING btree ("submission_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_submission_key_idx";
  DROP INDEX "quote_requests_submission_key_idx";
  ALTER TABLE "leads" DROP COLUMN "submission_key";
  ALTER TABLE "quote_requests" DROP COLUMN "submission_key";`)
}
