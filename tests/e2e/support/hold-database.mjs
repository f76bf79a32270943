/**
 * Holds a SQLite database exclusively, as a backup or maintenance job can, until a line
 * arrives on stdin; then lets go and exits. A process of its own: a closed libsql client
 * can keep its lock until its statements are garbage-collected, while an exited process
 * always releases it, which is what a real holder does.
 *
 *   node tests/e2e/support/hold-database.mjs /path/to/file.db   → prints "held"
 */
import { createClient } from '@libsql/client'

const holder = createClient({ url: `file:${process.argv[2]}` })
await holder.execute('PRAGMA locking_mode = EXCLUSIVE')
await holder.execute('BEGIN EXCLUSIVE')
await holder.execute('SELECT count(*) FROM sqlite_master')
console.log('held')
process.stdin.once('data', async () => {
  await holder.execute('COMMIT')
  holder.close()
  process.exit(0)
})
