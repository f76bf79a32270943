/**
 * Where the site keeps its data, read from the environment in one place: the app's
 * database adapter and media collection use it, and so do the backup and restore
 * scripts, which run without Payload. Plain Node: imported with its extension by
 * scripts that Node runs directly.
 */
import path from 'node:path'

type Env = Record<string, string | undefined>

export function usesPostgres(url = process.env.DATABASE_URL): boolean {
  return /^postgres(ql)?:\/\//.test(url ?? '')
}

/** The SQLite database: `DATABASE_URL` as `file:…`, else `data/payload.db`. */
export function sqliteFile(env: Env = process.env): string {
  const url = env.DATABASE_URL
  return url?.startsWith('file:')
    ? path.resolve(url.slice('file:'.length))
    : path.resolve(process.cwd(), 'data/payload.db')
}

/**
 * The list of public paths the proxy checks (src/lib/routes/registry.ts), kept with the
 * database it was read from: `data/payload.paths.json` next to `data/payload.db`, so a
 * test's throwaway database never rewrites the site's list. PostgreSQL: one file per
 * database under `data/`, named after its host, port and name
 * (`data/postgres-127.0.0.1-5432-vonk.paths.json`), for the same reason.
 */
export function knownPathsFile(env: Env = process.env): string {
  if (usesPostgres(env.DATABASE_URL)) {
    const url = new URL(env.DATABASE_URL ?? '')
    const name = [url.hostname, url.port || '5432', url.pathname.slice(1)]
      .map((part) => decodeURIComponent(part).replace(/[^\w.-]+/g, '_'))
      .join('-')
    return path.resolve(process.cwd(), 'data', `postgres-${name}.paths.json`)
  }
  const database = sqliteFile(env)
  return path.join(path.dirname(database), `${path.basename(database, '.db')}.paths.json`)
}

/** The redirects the proxy answers (src/lib/routes/redirects.ts), next to the database too. */
export function redirectsFile(env: Env = process.env): string {
  return knownPathsFile(env).replace(/(public-)?paths\.json$/, 'redirects.json')
}

/** Uploaded media on disk: `MEDIA_DIR`, else `data/media`. */
export function mediaDir(env: Env = process.env): string {
  return env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(process.cwd(), 'data', 'media')
}

/** Where `npm run backup` writes its archives: `BACKUP_DIR`, else `data/backups`. */
export function backupDir(env: Env = process.env): string {
  return env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(process.cwd(), 'data', 'backups')
}
