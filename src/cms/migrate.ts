import { readdirSync } from 'node:fs'

import type { Payload } from 'payload'

import { committedMigrations, migrationsSquashedAway } from '@/lib/readiness'

/**
 * Applies the committed migrations the database has not recorded (Payload's `migrate`),
 * as every build, seed and create-admin run does. A database built by migrations that
 * were since squashed into the baseline is refused first, with what to do: Payload would
 * otherwise run the baseline over its tables and stop at the first ("already exists").
 */
export async function migrate(payload: Payload): Promise<void> {
  const committed = committedMigrations(readdirSync(payload.db.migrationDir))
  const squashed = migrationsSquashedAway(committed, await appliedMigrations(payload))
  if (squashed.length > 0) {
    throw new Error(
      `This database was built by ${squashed.length} migrations that are no longer in ` +
        `${payload.db.migrationDir} (${squashed[0]} … ${squashed.at(-1)}); they were ` +
        `squashed into ${committed[0]}. Recreate the database (a development one: move ` +
        'data/payload.db aside and run `npm run build`); see docs/operations.md, "Migrations".',
    )
  }
  await payload.db.migrate()
}

/** The migrations the database records, sorted; none while it has no table for them. */
async function appliedMigrations(payload: Payload): Promise<string[]> {
  const tableQuery =
    payload.db.name === 'postgres'
      ? "SELECT to_regclass('payload_migrations') IS NOT NULL AS present"
      : "SELECT count(*) > 0 AS present FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'"
  const { rows } = (await payload.db.execute({ drizzle: payload.db.drizzle, raw: tableQuery })) as {
    rows: { present: unknown }[]
  }
  if (!rows[0]?.present) return []
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
  })
  return docs
    .map((doc) => doc.name)
    .filter((name): name is string => !!name)
    .sort()
}
