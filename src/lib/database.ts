import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config } from 'payload'

import { sqliteFile, usesPostgres } from './dataPaths'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

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
  mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    push: false,
    blocksAsJSON: true,
    // How long a query waits for another process's lock (a CLI run, a backup). libsql
    // waits synchronously, which stalls every request of this server, so this covers an
    // ordinary write (milliseconds), not an outage: a longer lock fails fast, form posts
    // answer 503 and the outbox retries with backoff (src/lib/mail/outbox.ts).
    busyTimeout: 1_000,
    wal: true,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
