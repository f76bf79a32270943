/**
 * `npm run test:edge`: proves the production edge (deploy/Caddyfile, Debian's caddy) in
 * front of two instances. Starts, on loopback, what `npm run test:cluster` starts (a
 * throwaway PostgreSQL cluster, redis-server, an S3 server, a mail sink: two instances
 * share a database, limits and a mail queue only that way), builds the site for
 * https://localhost into `.next-edge` with its precompressed assets (again whenever the
 * sources changed; EDGE_REBUILD=1 forces it), starts Caddy with deploy/Caddyfile exactly
 * as shipped on ports 80 and 443, and runs tests/edge (Playwright), which starts
 * instances A and B and restarts them.
 *
 * Ports 80 and 443: MDN's Observatory scanner asks http://localhost/ and
 * https://localhost/ on the standard ports, as it asks a real site, so binding them takes
 * root (or `setcap cap_net_bind_service=+ep /usr/bin/caddy`). EDGE_PORT_BASE moves the
 * other ports (default 8500). EDGE_KEEP=1 keeps the edge and both instances up after the
 * tests, until Ctrl-C, e.g. for `BENCH_EDGE_URL=https://localhost npm run bench`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import type S3rver from 's3rver'

import { buildUnlessCurrent } from './support/build.ts'
import { startPostgres, type Cluster } from './support/postgres.ts'
import { redisDaemon, scratchDir, startRedis, startS3, stopRedis } from './support/services.ts'

const started = Date.now()
const base = Number(process.env.EDGE_PORT_BASE) || 8500
const ports = {
  postgres: base,
  redis: base + 1,
  s3: base + 2,
  smtp: base + 3,
  mailControl: base + 4,
  a: base + 10,
  b: base + 11,
}
const distDir = '.next-edge'
const bucket = 'vonk-media'
const dir = scratchDir('vonk-edge-')
const groups: ChildProcess[] = []
const caddyLog = path.join(dir, 'caddy.log')

function log(message: string) {
  console.log(`[edge] ${message}`)
}

/** A child in its own process group, so ending it ends everything it started. */
function startGroup(
  command: string,
  args: string[],
  env: Record<string, string>,
  name: string,
  logFile?: string,
) {
  const output = logFile ? openSync(logFile, 'a') : 'inherit'
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...env },
  })
  child.on('exit', (code, signal) => log(`${name} ended (${code ?? signal})`))
  groups.push(child)
  return child
}

/** Runs a command to its end without blocking this process (s3rver answers from here). */
function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/** What the run needs that a clean machine may lack, said plainly before anything starts. */
async function preconditions(): Promise<string[]> {
  const problems: string[] = []
  if (!existsSync('/usr/bin/caddy')) {
    problems.push('Debian’s caddy is not installed: apt-get install -y caddy')
  }
  if (!existsSync('/usr/bin/redis-server')) {
    problems.push('redis-server is not installed: apt-get install -y redis-server')
  }
  if (process.getuid?.() !== 0) {
    problems.push(
      'Caddy must bind ports 80 and 443 (the Observatory scanner asks the standard ports): ' +
        'run as root, or setcap cap_net_bind_service=+ep /usr/bin/caddy and run again.',
    )
  }
  for (const port of [80, 443]) {
    if (!(await portFree(port))) problems.push(`Port ${port} is taken: stop what listens there.`)
  }
  return problems
}

const redis = redisDaemon('/usr/bin/redis-server', dir, ports.redis)

let postgres: Cluster | undefined
let s3: S3rver | undefined
let status = 1
try {
  const problems = await preconditions()
  if (problems.length > 0) throw new Error(`cannot run:\n- ${problems.join('\n- ')}`)
  postgres = startPostgres(dir, ports.postgres)
  startRedis(redis)
  s3 = await startS3(dir, ports.s3, bucket)
  startGroup(
    'node',
    ['tests/e2e/support/mail-sink.mjs'],
    { MAIL_SINK_SMTP_PORT: String(ports.smtp), MAIL_SINK_CONTROL_PORT: String(ports.mailControl) },
    'mail sink',
  )

  const shared = {
    DATABASE_URL: postgres.url,
    PAYLOAD_SECRET: 'edge-test-secret-shared-by-both-instances',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    NEXT_DIST_DIR: distDir,
    MEDIA_DIR: path.join(dir, 'no-media-here'),
    SITE_URL: 'https://localhost',
  }
  // A new database and bucket each run; the build is kept while the sources stay as
  // they are.
  status = await run('npm', ['run', 'db:prepare'], shared)
  if (status === 0) {
    status = await buildUnlessCurrent(distDir, process.env.EDGE_REBUILD === '1', () =>
      run('npm', ['run', 'build:next'], shared),
    )
  }
  if (status === 0) {
    const caddyHome = path.join(dir, 'caddy')
    // Its health checks log every refused connection: kept apart, shown when the run fails.
    mkdirSync(caddyHome)
    const caddyEnv = {
      SITE_ADDRESS: 'localhost',
      UPSTREAMS: `127.0.0.1:${ports.a} 127.0.0.1:${ports.b}`,
      NEXT_STATIC_DIR: path.resolve(distDir, 'static'),
      // Caddy's certificates and local CA live here, not in the machine's home.
      XDG_DATA_HOME: caddyHome,
      XDG_CONFIG_HOME: caddyHome,
      HOME: caddyHome,
    }
    startGroup(
      '/usr/bin/caddy',
      ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      caddyEnv,
      'caddy',
      caddyLog,
    )
    const caRoot = path.join(caddyHome, 'caddy/pki/authorities/local/root.crt')
    for (let waited = 0; !existsSync(caRoot) && waited < 30_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    if (!existsSync(caRoot)) throw new Error('Caddy did not create its local CA')
    const instance = {
      ...shared,
      REDIS_URL: redis.url,
      HOSTNAME: '127.0.0.1',
      // Caddy reaches the instances from 127.0.0.1; the test's visitors come from other
      // loopback addresses (127.a.b.c), which must count as visitors, not as proxies.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      LEAD_NOTIFY_TO: 'leads@vonkdigital.test',
      SHUTDOWN_DRAIN_MS: '4000',
      ADMIN_EMAIL: 'edge-admin@vonkdigital.test',
      ADMIN_PASSWORD: 'edge-Admin-password-1',
    }
    status = await run('npx', ['playwright', 'test', '-c', 'playwright.edge.config.ts'], {
      NODE_EXTRA_CA_CERTS: caRoot,
      EDGE_INSTANCES: JSON.stringify({
        env: instance,
        ports: { a: ports.a, b: ports.b },
        pidDir: dir,
      }),
      EDGE_MAIL: `http://127.0.0.1:${ports.mailControl}`,
      EDGE_STATIC_DIR: caddyEnv.NEXT_STATIC_DIR,
    })
    if (process.env.EDGE_KEEP === '1') {
      log(
        `EDGE_KEEP=1: https://localhost stays up until Ctrl-C. Its CA: ${caRoot}\n` +
          `  NODE_EXTRA_CA_CERTS=${caRoot} BENCH_EDGE_URL=https://localhost npm run bench`,
      )
      await new Promise((resolve) => process.once('SIGINT', resolve))
    }
  }
} catch (error) {
  console.error('[edge]', error instanceof Error ? error.message : error)
  status = 1
} finally {
  if (status !== 0 && existsSync(caddyLog)) {
    const lines = readFileSync(caddyLog, 'utf8').trimEnd().split('\n')
    log(`the last lines of Caddy's log:\n${lines.slice(-40).join('\n')}`)
  }
  // Instances the tests started record their process group here.
  for (const file of existsSync(dir) ? readdirPids(dir) : []) {
    try {
      process.kill(-file, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  for (const child of groups.reverse()) {
    if (child.pid === undefined) continue
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  stopRedis(redis)
  await s3?.close().catch(() => undefined)
  postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
}
log(`${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(status)

/** Process groups of instances started by tests/edge (files `instance-*.pid`). */
function readdirPids(folder: string): number[] {
  return readdirSync(folder)
    .filter((file) => /^instance-.*\.pid$/.test(file))
    .map((file) => Number(readFileSync(path.join(folder, file), 'utf8').trim()))
    .filter((pid) => pid > 0)
}
