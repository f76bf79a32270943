import path from 'node:path'

import { createClient } from '@libsql/client'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config } from 'payload'

import { sqliteFile, usesPostgres } from '@/lib/dataPaths'
import { privateSqliteDatabase } from '@/lib/privateFiles'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * Whether the SQLite file can be read right now, asked without waiting: held by another
 * process it answers "busy" at once. A failed start of Payload costs a second of stalled
 * server (the busy timeout, waited synchronously) plus the work of starting, so after a
 * failure this cheap question comes first. PostgreSQL: true (its client waits without
 * blocking). Uses the libsql client Payload's SQLite adapter brings (same library, so
 * its locks are not disturbed by this connection's close).
 */
export async function databaseReachable(): Promise<boolean> {
  if (usesPostgres()) return true
  try {
    const client = createClient({ url: `file:${sqliteFile()}` })
    try {
      await client.execute('PRAGMA busy_timeout = 0')
      await client.execute('SELECT count(*) FROM sqlite_master')
      return true
    } finally {
      client.close()
    }
  } catch {
    return false
  }
}

/**
 * SQLite file under `data/` by default; PostgreSQL when `DATABASE_URL` is a
 * postgres:// URL, so several instances can share one database. Both keep their
 * own committed migrations; the schema is never pushed implicitly.
 */
export function databaseAdapter(): Config['db'] {
  const url = process.env.DATABASE_URL
  if (usesPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      blocksAsJSON: true,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  const file = sqliteFile()
  // Created here, owner-only, before libsql would create it readable by everyone.
  privateSqliteDatabase(file)
  return sqliteAdapter({
    client: { url: `file:${file}` },
    push: false,
    blocksAsJSON: true,
    // How long a query waits for another process's lock (a CLI run, a backup). libsql
    // waits synchronously, which stalls every request of this server, so this covers an
    // ordinary write (milliseconds), not an outage: a longer lock fails fast, form posts
    // answer 503 and the outbox retries with backoff (src/cms/mail/outbox.ts).
    busyTimeout: 1_000,
    wal: true,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}

/**
 * Drizzle's query builders as the adapter in use ships them: each adapter package
 * brings its own copy of drizzle-orm, whose column and table classes its queries check.
 */
export function drizzleOperators() {
  return usesPostgres()
    ? import('@payloadcms/db-postgres/drizzle')
    : import('@payloadcms/db-sqlite/drizzle')
}
