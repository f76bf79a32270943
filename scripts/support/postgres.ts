/**
 * A throwaway PostgreSQL cluster (Debian's `postgresql` package) on a loopback port,
 * for npm run test:postgres, test:cluster, test:image and test:chaos. Runs with Node 24 (types stripped).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The cluster's password: TCP connections (the only ones the site makes) need it, as on
 * a real server, so a tool that did not get it fails. Characters a URL must encode, so
 * code that mishandles it fails too.
 */
export const testPassword = 'Vonk test:pw/@%+'

const isRoot = process.getuid?.() === 0

export function postgresBin(): string {
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
  throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (Debian).')
}

/** initdb and pg_ctl refuse to run as root: run them as the `postgres` user then. */
function asOwner(bin: string, args: string[]) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args]
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] })
}

export type Cluster = {
  url: string
  /** Creates another database in the cluster; its URL. */
  createDatabase: (name: string) => string
  /** Restarts the server (fast: every connection is cut) and waits until it takes them. */
  restart: () => void
  stop: () => void
}

/** Starts a cluster in `dir` on `port` with database `vonk`; `stop` ends it. */
export function startPostgres(dir: string, port: number): Cluster {
  const bin = postgresBin()
  const cluster = path.join(dir, 'cluster')
  if (isRoot) execFileSync('chown', ['postgres', dir])
  const passwordFile = path.join(dir, 'password')
  writeFileSync(passwordFile, `${testPassword}\n`, { mode: 0o600 })
  if (isRoot) execFileSync('chown', ['postgres', passwordFile])
  asOwner(path.join(bin, 'initdb'), [
    '-D',
    cluster,
    '-U',
    'payload',
    `--pwfile=${passwordFile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
  ])
  const pgCtl = path.join(bin, 'pg_ctl')
  const serve = [
    '-D',
    cluster,
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
  ]
  asOwner(pgCtl, [...serve, 'start'])
  const createDatabase = (name: string) => {
    execFileSync(
      path.join(bin, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'payload', name],
      { env: { ...process.env, PGPASSWORD: testPassword } },
    )
    return `postgres://payload:${encodeURIComponent(testPassword)}@127.0.0.1:${port}/${name}`
  }
  return {
    url: createDatabase('vonk'),
    createDatabase,
    restart: () => asOwner(pgCtl, [...serve, '-m', 'fast', 'restart']),
    stop: () => {
      try {
        asOwner(pgCtl, ['-D', cluster, '-m', 'fast', 'stop'])
      } catch {
        // It may not have started; removing its folder is enough then.
      }
    },
  }
}
