// Gives the end-to-end servers their own copy of the SQLite database, so tests that
// edit content (and create a test editor) never touch data/payload.db.
import { copyFileSync, existsSync, rmSync } from 'node:fs'

import { createClient } from '@libsql/client'

const [source, target] = ['data/payload.db', 'data/e2e.db']
for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true })
for (const suffix of ['', '-wal']) {
  if (existsSync(source + suffix)) copyFileSync(source + suffix, target + suffix)
}
// ADMIN_EMAIL only makes the first account of a database without any, so the copy
// starts without the accounts of whoever built it: the servers then create the suite's
// own admin. Sessions, preferences and roles of those accounts go with them (cascade).
if (existsSync(target)) {
  const copy = createClient({ url: `file:${target}` })
  await copy.execute('PRAGMA foreign_keys = ON')
  await copy.execute('DELETE FROM users')
  copy.close()
}
// The proxy's list of known paths lives next to its database (src/lib/dataPaths.ts).
rmSync('data/e2e.paths.json', { force: true })
if (existsSync('data/payload.paths.json'))
  copyFileSync('data/payload.paths.json', 'data/e2e.paths.json')
