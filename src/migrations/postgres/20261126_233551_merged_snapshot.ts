import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the migrations before it were made side by side (media
 * visibility, the 'skipped' delivery status, the dropped account lock), each against the schema before both, and
 * apply their own changes. This one carries the snapshot of the schema with all of
 * them, which the next `payload migrate:create` compares against.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
