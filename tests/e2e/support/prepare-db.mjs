// Gives the end-to-end servers their own copy of the SQLite database, so tests that
// edit content (and create a test editor) never touch data/payload.db.
import { copyFileSync, existsSync, rmSync } from 'node:fs'

const [source, target] = ['data/payload.db', 'data/e2e.db']
for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true })
for (const suffix of ['', '-wal']) {
  if (existsSync(source + suffix)) copyFileSync(source + suffix, target + suffix)
}
// The proxy's list of known paths lives next to its database (src/lib/dataPaths.ts).
rmSync('data/e2e.paths.json', { force: true })
if (existsSync('data/payload.paths.json'))
  copyFileSync('data/payload.paths.json', 'data/e2e.paths.json')
