/**
 * `npm run restore FILE`: puts a backup archive back (database and media). Stop the
 * site first; what is replaced is backed up before.
 */
import { existsSync } from 'node:fs'

import { restoreBackup } from './backup/archive.ts'

const [archive] = process.argv.slice(2)
if (!archive || !existsSync(archive)) {
  console.error('Usage: npm run restore data/backups/backup-<time>.tar.gz (stop the site first)')
  process.exit(1)
}
const safety = await restoreBackup(archive)
console.log(`Restored ${archive}. What it replaced is in ${safety}.`)
