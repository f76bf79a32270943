/**
 * `npm run test:postgres`: proves the PostgreSQL path. Starts a throwaway cluster
 * (Debian's `postgresql` package) on a loopback port, builds the site against it
 * into `.next-postgres`, runs the backup round trip, the database integration tests
 * (seed and deploys, retention purge, concurrent delivery writes) each on an empty
 * database of its own, and the end-to-end suite, then removes the cluster.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const port = Number(process.env.PG_TEST_PORT ?? 55433)
const isRoot = process.getuid?.() === 0

function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const bin = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')))
  if (bin) return bin
  if (isRoot) {
    console.log('Installing PostgreSQL (apt-get install -y postgresql)…')
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return postgresBin()
  }
  console.error(
    'PostgreSQL is not installed: apt-get install -y postgresql (Debian), then run this again.',
  )
  process.exit(1)
}

/** initdb and pg_ctl refuse to run as root: run them as the `postgres` user then. */
function asOwner(bin: string, args: string[]) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args]
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] })
}

function npm(args: string[], env: NodeJS.ProcessEnv): number {
  return spawnSync('npm', args, { stdio: 'inherit', env }).status ?? 1
}

const bin = postgresBin()
const dir = mkdtempSync(path.join(tmpdir(), 'vonk-pg-'))
const cluster = path.join(dir, 'cluster')
let status = 1
try {
  if (isRoot) execFileSync('chown', ['postgres', dir])
  asOwner(path.join(bin, 'initdb'), ['-D', cluster, '-U', 'payload', '--auth=trust', '-E', 'UTF8'])
  asOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    cluster,
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ])
  const createDatabase = (name: string) => {
    execFileSync(path.join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'payload',
      name,
    ])
    return `postgres://payload@127.0.0.1:${port}/${name}`
  }
  const env = {
    ...process.env,
    DATABASE_URL: createDatabase('vonk'),
    MEDIA_DIR: path.join(dir, 'media'),
    NEXT_DIST_DIR: '.next-postgres',
  }
  status = npm(['run', 'build'], env)
  // The backup round trip first: it leaves the database as the build made it.
  const backupTest = 'tests/unit/backup.postgres.integration.test.ts'
  if (status === 0) status = npm(['run', 'test:unit', '--', backupTest], env)
  // The same integration tests `npm run test:unit` runs on SQLite, here each on an empty
  // PostgreSQL database of its own (tests/unit/support/testDatabase.ts).
  const onTheirOwnDatabase = {
    'tests/unit/seed.integration.test.ts': 'vonk_seed',
    'tests/unit/retention.integration.test.ts': 'vonk_retention',
    'tests/unit/delivery.integration.test.ts': 'vonk_delivery',
  }
  for (const [file, database] of Object.entries(onTheirOwnDatabase)) {
    if (status !== 0) break
    status = npm(['run', 'test:unit', '--', file], {
      ...env,
      TEST_DATABASE_URL: createDatabase(database),
    })
  }
  if (status === 0) status = npm(['run', 'test:e2e'], env)
} finally {
  try {
    asOwner(path.join(bin, 'pg_ctl'), ['-D', cluster, '-m', 'fast', 'stop'])
  } catch {
    // The cluster may not have started; removing the folder is enough then.
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(status)
