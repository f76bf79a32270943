import 'server-only'

import { readdirSync } from 'node:fs'

import { payloadClient } from '@/cms/client'
import { isDraining } from '@/lib/lifecycle'
import { committedMigrations, pendingMigrations, type Readiness, within } from '@/lib/readiness'

/** A database that has not answered by then counts as down: the edge asks every second. */
const databaseWithinMs = 2_000

/** The committed migrations, read from the adapter's folder once per process (a deploy restarts it). */
let committed: string[] | undefined

/**
 * Whether this instance may get visitors (src/lib/readiness.ts): not shutting down, its
 * database answers within two seconds, and every committed migration is recorded as
 * applied (a new build started before `payload migrate` ran is kept out of rotation).
 */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'shutting-down' }
  const outcome = await within<boolean | 'database'>(
    databaseWithinMs,
    migrationsApplied(),
    'database',
  ).catch(() => 'database' as const)
  if (isDraining()) return { ready: false, reason: 'shutting-down' }
  if (outcome === true) return { ready: true }
  return { ready: false, reason: outcome === false ? 'migrations' : 'database' }
}

async function migrationsApplied(): Promise<boolean> {
  const payload = await payloadClient()
  committed ??= committedMigrations(readdirSync(payload.db.migrationDir))
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
  })
  const applied = docs.map((doc) => doc.name).filter((name): name is string => !!name)
  return pendingMigrations(committed, applied).length === 0
}
