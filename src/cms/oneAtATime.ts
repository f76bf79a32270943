import path from 'node:path'

import { createClient } from '@libsql/client'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqliteFile, usesPostgres } from '@/lib/dataPaths'

/**
 * Runs `work` while no other process runs it against the same database: the prepare step
 * (migrations, the seed) of instances that start together, a migration Job beside them,
 * a deploy's build beside a container's start. Payload's own `migrate` reads the applied
 * migrations and then runs the rest, so two at once would both run the same migration.
 *
 * The lock dies with its holder: PostgreSQL's session advisory lock goes with its
 * connection, SQLite's write lock (on a lock file beside the database, so the database
 * itself stays free for the migrations) with the process's file handle. A holder killed
 * half-way never blocks the next start.
 */
export async function oneAtATime<T>(
  payload: Payload,
  work: () => Promise<T>,
  log: (message: string) => void = (message) => payload.logger.info(message),
): Promise<T> {
  const release = usesPostgres() ? await postgresLock(payload, log) : await sqliteLock(log)
  try {
    return await work()
  } finally {
    await release()
  }
}

/** One key for this site's prepare step; advisory locks are per database. */
const lockKey = 'vonk-site: prepare the database'

async function postgresLock(payload: Payload, log: (message: string) => void) {
  const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
  try {
    const taken = await client.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS taken',
      [lockKey],
    )
    if (!taken.rows[0]?.taken) {
      log('Another instance is preparing the database; waiting for it')
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey])
    }
  } catch (error) {
    client.release(true)
    throw error
  }
  return async () => {
    try {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey])
    } finally {
      client.release()
    }
  }
}

/** How often a waiting process asks again for SQLite's lock. */
const sqliteRetryMs = 500

async function sqliteLock(log: (message: string) => void) {
  const database = sqliteFile()
  const file = path.join(path.dirname(database), `${path.basename(database)}.prepare-lock`)
  const client = createClient({ url: `file:${file}` })
  let waiting = false
  for (;;) {
    try {
      // BEGIN IMMEDIATE: the file's write lock, held until the transaction ends.
      const transaction = await client.transaction('write')
      return async () => {
        try {
          await transaction.rollback()
        } finally {
          client.close()
        }
      }
    } catch (error) {
      if (!/SQLITE_BUSY|database is locked/i.test(String(error))) {
        client.close()
        throw error
      }
      if (!waiting) log('Another process is preparing the database; waiting for it')
      waiting = true
      await new Promise((resolve) => setTimeout(resolve, sqliteRetryMs))
    }
  }
}
