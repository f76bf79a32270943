/**
 * Files with personal data (the database, mails in the outbox, backups) belong to the
 * account the site runs as, and to nobody else on the machine: folders 0700, files
 * 0600, whatever the process's umask (which typically leaves them readable by all).
 * A mode given at creation is only ever narrowed by the umask, so nothing is readable
 * by others even for a moment; the chmod after it makes the mode exact, and tightens
 * what an older version left open. Plain Node: scripts import it with its extension.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const privateDirMode = 0o700
export const privateFileMode = 0o600

/** Creates the folder (and missing parents) owner-only, or makes an existing one so. */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: privateDirMode })
  chmodSync(dir, privateDirMode)
  return dir
}

/** Creates an empty file owner-only unless it exists; either way it ends up 0600. */
export function privateFile(file: string): string {
  closeSync(openSync(file, 'a', privateFileMode))
  chmodSync(file, privateFileMode)
  return file
}

/** Makes a file owner-only if it is there (a file someone else creates later). */
export function privateIfPresent(file: string): void {
  if (existsSync(file)) chmodSync(file, privateFileMode)
}

/**
 * Writes a new file owner-only. `wx`: never through a file or link that is already
 * there (a name is used once; an existing one is an error, not overwritten).
 */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { flag: 'wx', mode: privateFileMode })
  chmodSync(file, privateFileMode)
}

/**
 * SQLite's database, its folder (the site's data folder, `data/` by default: give the
 * database a folder of its own) and the files SQLite keeps next to it. SQLite creates
 * its -wal, -shm and -journal files with the mode of the database file, so a 0600
 * database keeps them private; those an older version left readable are tightened here.
 */
export const sqliteSidecars = ['-wal', '-shm', '-journal'] as const

export function privateSqliteDatabase(file: string): void {
  privateDir(path.dirname(file))
  privateFile(file)
  for (const suffix of sqliteSidecars) privateIfPresent(file + suffix)
}
