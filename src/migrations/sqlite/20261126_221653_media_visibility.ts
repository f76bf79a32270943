import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Who may fetch a media file (src/collections/access.ts): `is_public` is staff's
 * "Openbaar", `in_published_content` is kept by src/cms/publicMedia.ts. Both start false;
 * the build's prepare step and every start set the second from the published content.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`is_public\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`in_published_content\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`is_public\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`in_published_content\`;`)
}
