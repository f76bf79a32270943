/**
 * `npm run backup`: the database and the uploaded media, taken while the site runs,
 * into one archive under data/backups/ (see scripts/backup/archive.ts).
 */
import { createBackup } from './backup/archive.ts'

const archive = await createBackup()
console.log(`Backup written: ${archive}`)
