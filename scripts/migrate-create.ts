/**
 * `npm run migrate:create -- <name>`: the migration of one schema change for both
 * databases, `payload migrate:create <name>` once with SQLite and once with PostgreSQL
 * (a throwaway cluster, scripts/support/postgres.ts; `PG_TEST_PORT` picks its port).
 * Each runs on an empty database of its own: the command compares the config with the
 * newest committed snapshot, not with a database. Then
 * `npx vitest run tests/unit/migrations.integration.test.ts` (docs/operations.md).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startPostgres, type Cluster } from './support/postgres.ts'
import { scratchDir } from './support/services.ts'

const name = process.argv[2] ?? ''
if (!/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>  (lower case letters, digits and _)')
  process.exit(1)
}
const port = Number(process.env.PG_TEST_PORT ?? 55434)

function migrateCreate(databaseUrl: string): number {
  const run = spawnSync('npm', ['run', '--silent', 'payload', '--', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  return run.status ?? 1
}

/**
 * Payload's template imports the argument types as values, which Node's own type
 * stripping keeps (Payload loads migrations with a plain import(), so do the tests):
 * the import then fails for want of such an export. Marks them as types.
 */
function importTypesAsTypes() {
  for (const database of ['sqlite', 'postgres']) {
    const folder = path.join('src', 'migrations', database)
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      const text = readFileSync(path.join(folder, file), 'utf8')
      const fixed = text.replace(
        /^import \{ MigrateUpArgs, MigrateDownArgs, sql \}/m,
        'import { type MigrateUpArgs, type MigrateDownArgs, sql }',
      )
      if (fixed !== text) writeFileSync(path.join(folder, file), fixed)
    }
  }
}

const dir = scratchDir('vonk-migrate-create-')
let cluster: Cluster | undefined
let status = 1
try {
  // In a folder of its own: the site makes a SQLite file's folder owner-only, and the
  // cluster beside it may run as another user (postgres, when this runs as root).
  status = migrateCreate(`file:${path.join(dir, 'sqlite', 'empty.db')}`)
  if (status === 0) {
    cluster = startPostgres(dir, port)
    status = migrateCreate(cluster.url)
  }
} finally {
  cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
  importTypesAsTypes()
}
process.exit(status)
