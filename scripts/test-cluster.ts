/**
 * `npm run test:cluster`: proves that several instances behave as one. Starts, on
 * loopback ports, a throwaway PostgreSQL cluster, a Redis server (Debian's
 * `redis-server`), an S3-compatible server (s3rver) and a mail sink; seeds them and
 * builds the site into `.next-cluster` (again whenever the sources changed;
 * CLUSTER_REBUILD=1 forces it); starts two production instances (A and B) exactly as
 * `npm start` does; runs tests/cluster (Playwright, alternating between A and B);
 * then tears everything down. CLUSTER_PORT_BASE moves the ports (default 6500).
 * The run fails when any process it started logs one of `forbiddenInLogs`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import type S3rver from 's3rver'

import { buildUnlessCurrent } from './support/build.ts'
import { startPostgres, type Cluster } from './support/postgres.ts'
import { redisDaemon, scratchDir, startRedis, startS3, stopRedis } from './support/services.ts'

const base = Number(process.env.CLUSTER_PORT_BASE) || 6500
const ports = {
  postgres: base,
  redis: base + 1,
  s3: base + 2,
  smtp: base + 3,
  mailControl: base + 4,
  a: base + 10,
  b: base + 11,
}
const bucket = 'vonk-media'
const dir = scratchDir('vonk-cluster-')
const groups: ChildProcess[] = []

/**
 * What no process of the run may log. pg 8 warns once per process when a query is sent
 * to a client that is still busy with another (pg 9 throws instead); the instances run
 * with --trace-deprecation, so the log shows whose code did it.
 */
const forbiddenInLogs = ['Calling client.query() when the client is already executing a query']
const foundInLogs = new Set<string>()

/** Passes a child's output on, watching it for `forbiddenInLogs`. */
function watchOutput(child: ChildProcess) {
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let tail = ''
    stream?.on('data', (chunk: Buffer) => {
      target.write(chunk)
      // The tail of the previous chunk too: a message may arrive in two pieces.
      const text = tail + chunk.toString('utf8')
      for (const forbidden of forbiddenInLogs)
        if (text.includes(forbidden)) foundInLogs.add(forbidden)
      tail = text.slice(-200)
    })
  }
}

/** A child in its own process group, so ending it ends npm, sh and next-server too. */
function startGroup(command: string, args: string[], env: Record<string, string>, log: string) {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  watchOutput(child)
  child.on('exit', (code, signal) => console.log(`[cluster] ${log} ended (${code ?? signal})`))
  groups.push(child)
  return child
}

function endGroup(child: ChildProcess) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/**
 * Runs a command to its end without blocking this process: s3rver answers from here,
 * and a synchronous spawn would stall it (the build's uploads then wait forever).
 */
function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    watchOutput(child)
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function waitFor(url: string, what: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not answer ${url}`)
}

function redisServer(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate
  }
  if (process.getuid?.() === 0) {
    console.log('Installing Redis (apt-get install -y redis-server)…')
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return redisServer()
  }
  throw new Error('redis-server is not installed: apt-get install -y redis-server (Debian).')
}

const redis = redisDaemon(redisServer(), dir, ports.redis)

let postgres: Cluster | undefined
let s3: S3rver | undefined
let status = 1
try {
  postgres = startPostgres(dir, ports.postgres)
  startRedis(redis)
  s3 = await startS3(dir, ports.s3, bucket)
  startGroup(
    'node',
    ['tests/e2e/support/mail-sink.mjs'],
    {
      MAIL_SINK_SMTP_PORT: String(ports.smtp),
      MAIL_SINK_CONTROL_PORT: String(ports.mailControl),
    },
    'mail sink',
  )

  const shared = {
    DATABASE_URL: postgres.url,
    PAYLOAD_SECRET: 'cluster-test-secret-shared-by-both-instances',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    NEXT_DIST_DIR: '.next-cluster',
    // No shared folder: media must come from the bucket.
    MEDIA_DIR: path.join(dir, 'no-media-here'),
    // Where a deprecation comes from, should one appear (see forbiddenInLogs).
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --trace-deprecation --stack-trace-limit=40`.trim(),
  }
  // The database and the bucket are new: migrate and seed them (the seed uploads its
  // media to the bucket); build when there is no build of the current sources yet
  // (CLUSTER_REBUILD=1 forces one). The instances get Redis at start: the page cache is
  // theirs, not the build's.
  status = await run('npm', ['run', 'db:prepare'], shared)
  if (status === 0) {
    status = await buildUnlessCurrent('.next-cluster', process.env.CLUSTER_REBUILD === '1', () =>
      run('npm', ['run', 'build:next'], shared),
    )
  }
  if (status === 0) {
    const instance = {
      ...shared,
      REDIS_URL: redis.url,
      HOSTNAME: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      LEAD_NOTIFY_TO: 'leads@vonkdigital.test',
      ADMIN_EMAIL: 'cluster-admin@vonkdigital.test',
      ADMIN_PASSWORD: 'cluster-Admin-password-1',
    }
    const a = startGroup('npm', ['start'], { ...instance, PORT: String(ports.a) }, 'instance A')
    await waitFor(`http://127.0.0.1:${ports.a}/robots.txt`, 'instance A')
    startGroup('npm', ['start'], { ...instance, PORT: String(ports.b) }, 'instance B')
    await waitFor(`http://127.0.0.1:${ports.b}/robots.txt`, 'instance B')
    status = await run('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts'], {
      CLUSTER_A: `http://127.0.0.1:${ports.a}`,
      CLUSTER_B: `http://127.0.0.1:${ports.b}`,
      CLUSTER_A_GROUP: String(a.pid),
      CLUSTER_MAIL: `http://127.0.0.1:${ports.mailControl}`,
      CLUSTER_REDIS: JSON.stringify(redis),
      ADMIN_EMAIL: instance.ADMIN_EMAIL,
      ADMIN_PASSWORD: instance.ADMIN_PASSWORD,
    })
  }
} catch (error) {
  console.error('[cluster]', error)
  status = 1
} finally {
  for (const child of groups.reverse()) endGroup(child)
  stopRedis(redis)
  await s3?.close().catch(() => undefined)
  postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
}
for (const forbidden of foundInLogs) {
  console.error(`[cluster] a process of the run logged: ${forbidden}`)
  status = 1
}
process.exit(status)
