/**
 * Backups of everything the site cannot rebuild: the database and the uploaded media,
 * in one timestamped `.tar.gz` under `data/backups/`. Taken while the site runs:
 * SQLite writes a consistent copy with `VACUUM INTO` (a read transaction, so writers
 * carry on in WAL mode), PostgreSQL with `pg_dump`. Restoring replaces both, after
 * taking a backup of what it replaces.
 */
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import * as tar from 'tar'

import { backupDir, mediaDir, sqliteFile, usesPostgres } from '../../src/lib/dataPaths.ts'
import { privateDir, privateFileMode } from '../../src/lib/privateFiles.ts'

type Env = Record<string, string | undefined>
type Manifest = { format: 1; createdAt: string; database: 'sqlite' | 'postgres'; media: boolean }

const manifestFile = 'manifest.json'
const sqliteCopy = 'database.sqlite'
const postgresDump = 'database.pgdump'

/** A PostgreSQL client tool: on PATH, else from Debian's versioned folders. */
export function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions
    .map((version) => path.join(root, version, 'bin', name))
    .find((file) => existsSync(file))
  return found ?? name
}

/**
 * How a PostgreSQL tool is called for the database at `url`: the password (of the URL's
 * user part, or its `password` parameter, which libpq prefers) goes in `PGPASSWORD`,
 * which only this account (and root) can read, and never on the command line, which
 * every local user sees (`ps`, /proc/<pid>/cmdline). The rest of the URL is kept as
 * written: its parameters are not re-encoded, since libpq reads a `+` as a `+`.
 */
export function postgresCommand(
  url: string,
  args: string[] = [],
  env: Env = process.env,
): { args: string[]; env: Env } {
  const target = new URL(url)
  let password = target.password ? decodeURIComponent(target.password) : undefined
  target.password = ''
  const kept: string[] = []
  for (const pair of target.search.slice(1).split('&')) {
    if (!pair) continue
    const split = pair.indexOf('=')
    const key = split === -1 ? pair : pair.slice(0, split)
    if (decodeURIComponent(key) === 'password') {
      password = decodeURIComponent(split === -1 ? '' : pair.slice(split + 1))
    } else kept.push(pair)
  }
  target.search = kept.length > 0 ? `?${kept.join('&')}` : ''
  return {
    args: [`--dbname=${target.href}`, ...args],
    env: password === undefined ? { ...env } : { ...env, PGPASSWORD: password },
  }
}

/** Runs a PostgreSQL tool on the database at `url` (see postgresCommand). */
function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[], env: Env) {
  const command = postgresCommand(url, args, env)
  execFileSync(postgresTool(tool), command.args, { env: command.env as NodeJS.ProcessEnv })
}

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

/** Writes the archive and returns its path. */
export async function createBackup(env: Env = process.env): Promise<string> {
  const target = backupDir(env)
  const staging = mkdtempSync(path.join(tmpdir(), 'vonk-backup-'))
  try {
    const postgres = usesPostgres(env.DATABASE_URL)
    if (postgres) {
      runPostgresTool(
        'pg_dump',
        env.DATABASE_URL ?? '',
        ['--format=custom', '--no-owner', `--file=${path.join(staging, postgresDump)}`],
        env,
      )
    } else {
      const database = new DatabaseSync(sqliteFile(env))
      try {
        database.exec('PRAGMA busy_timeout = 10000')
        database.prepare('VACUUM INTO ?').run(path.join(staging, sqliteCopy))
      } finally {
        database.close()
      }
    }
    const media = mediaDir(env)
    const hasMedia = existsSync(media)
    if (hasMedia) cpSync(media, path.join(staging, 'media'), { recursive: true })
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: postgres ? 'postgres' : 'sqlite',
      media: hasMedia,
    }
    writeFileSync(path.join(staging, manifestFile), JSON.stringify(manifest, null, 2))
    // The archives hold personal data (leads): owner-only, like the database.
    privateDir(target)
    const archive = path.join(target, `backup-${stamp()}.tar.gz`)
    await tar.create(
      { gzip: true, file: archive, cwd: staging, mode: privateFileMode },
      readdirSync(staging),
    )
    chmodSync(archive, privateFileMode)
    return archive
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Puts an archive back: the database and the media folder become what they were.
 * Stop the site first (SQLite's file is replaced underneath it). What is replaced is
 * backed up first; that archive's path is returned.
 */
export async function restoreBackup(archive: string, env: Env = process.env): Promise<string> {
  const staging = mkdtempSync(path.join(tmpdir(), 'vonk-restore-'))
  try {
    await tar.extract({ file: archive, cwd: staging })
    const manifest = JSON.parse(readFileSync(path.join(staging, manifestFile), 'utf8')) as Manifest
    const postgres = usesPostgres(env.DATABASE_URL)
    if (manifest.format !== 1 || manifest.database !== (postgres ? 'postgres' : 'sqlite')) {
      throw new Error(
        `This archive holds a ${manifest.database} database; DATABASE_URL points to ${postgres ? 'PostgreSQL' : 'SQLite'}.`,
      )
    }
    const safety = await createBackup(env)
    if (postgres) {
      runPostgresTool(
        'pg_restore',
        env.DATABASE_URL ?? '',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--single-transaction',
          path.join(staging, postgresDump),
        ],
        env,
      )
    } else {
      const file = sqliteFile(env)
      privateDir(path.dirname(file))
      // Next to the target, so the final rename is atomic; stale WAL files would be
      // replayed over the restored copy. The copy takes the staged file's mode: owner-only
      // before it becomes the database.
      const incoming = `${file}.restoring`
      cpSync(path.join(staging, sqliteCopy), incoming)
      chmodSync(incoming, privateFileMode)
      for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true })
      renameSync(incoming, file)
    }
    const media = mediaDir(env)
    rmSync(media, { recursive: true, force: true })
    if (manifest.media) cpSync(path.join(staging, 'media'), media, { recursive: true })
    return safety
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}
