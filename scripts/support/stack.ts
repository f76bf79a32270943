/**
 * What `test:cluster` and `test:edge` both start before their own part: on loopback
 * ports, a throwaway PostgreSQL cluster, a Redis server, an S3-compatible server
 * (s3rver) and a mail sink, as several production instances share them; a new database
 * and bucket, migrated and seeded; a build of the current sources in its own dist
 * folder. `runStack` starts all that, hands it to the script's own part (start the
 * instances, the edge, run the Playwright tests) and ends everything it and that part
 * started, whatever happens. Runs with Node 24 (types stripped).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, openSync, rmSync } from 'node:fs'
import path from 'node:path'

import type S3rver from 's3rver'

import { buildUnlessCurrent } from './build.ts'
import { startPostgres, type Cluster } from './postgres.ts'
import {
  redisDaemon,
  scratchDir,
  startRedis,
  startS3,
  stopRedis,
  type RedisDaemon,
} from './services.ts'

/** The loopback ports of one run, from its base (CLUSTER_PORT_BASE, EDGE_PORT_BASE). */
export function stackPorts(base: number) {
  return {
    postgres: base,
    redis: base + 1,
    s3: base + 2,
    smtp: base + 3,
    mailControl: base + 4,
    a: base + 10,
    b: base + 11,
  }
}
export type StackPorts = ReturnType<typeof stackPorts>

export type StackOptions = {
  /** 'cluster' or 'edge': the prefix of its log lines, folder, secret and admin account. */
  name: string
  portBase: number
  distDir: string
  /** Build even when `distDir` holds a build of the current sources. */
  rebuild: boolean
  /** What the machine lacks for this run, said before anything starts. */
  preconditions?: () => Promise<string[]>
  /** Environment of every process of the site (migrations, build, instances) besides the stack's. */
  sharedEnv?: Record<string, string>
  /** Environment of the instances only, besides the stack's. */
  instanceEnv?: Record<string, string>
  /** What no process of the run may log; a process's output is watched only when set. */
  forbiddenInLogs?: string[]
}

export type Stack = {
  ports: StackPorts
  /** The run's folder, removed at the end. */
  dir: string
  redis: RedisDaemon
  /** The environment an instance is started with (`npm start`), its admin account among it. */
  instanceEnv: Record<string, string> & { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }
  log: (message: string) => void
  /** A child in its own process group, so ending it ends npm, sh and next-server too. */
  startGroup: (
    command: string,
    args: string[],
    env: Record<string, string>,
    name: string,
    logFile?: string,
  ) => ChildProcess
  /** Runs a command to its end without blocking this process (s3rver answers from here). */
  run: (command: string, args: string[], env: Record<string, string>) => Promise<number>
  /** Runs at the end of the run, before the stack's own processes are ended. */
  onTeardown: (step: (status: number) => void) => void
}

/** A reason not to run, said as it is (no stack trace). */
class CannotRun extends Error {}

/**
 * Watches output for forbidden messages; the tail of the previous chunk is kept, as a
 * message may arrive in two pieces.
 */
export function logWatcher(forbidden: readonly string[]) {
  const found = new Set<string>()
  // Enough of a chunk's end to hold all but the last character of any message.
  const keep = Math.max(0, ...forbidden.map((message) => message.length - 1))
  return {
    found,
    stream() {
      let tail = ''
      return (chunk: Buffer | string) => {
        const text = tail + chunk.toString()
        for (const message of forbidden) if (text.includes(message)) found.add(message)
        tail = keep > 0 ? text.slice(-keep) : ''
      }
    },
  }
}

/** redis-server from Debian's package; installed when running as root, else said plainly. */
export function redisServerBinary(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate
  }
  if (process.getuid?.() === 0) {
    console.log('Installing Redis (apt-get install -y redis-server)…')
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return redisServerBinary()
  }
  throw new CannotRun('redis-server is not installed: apt-get install -y redis-server (Debian).')
}

/** Polls `url` until it answers 2xx (each try given 2 s: a stopped process may hang). */
export async function waitFor(url: string, what: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/** Starts `npm start` on the port and waits until it answers. */
export async function startInstance(
  stack: Stack,
  name: string,
  port: number,
): Promise<ChildProcess> {
  const child = stack.startGroup(
    'npm',
    ['start'],
    { ...stack.instanceEnv, PORT: String(port) },
    name,
  )
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, name)
  return child
}

/**
 * Starts the stack, runs `tests` with it, ends everything and returns the exit status:
 * that of `tests`, or 1 when a step before failed or a process logged a forbidden message.
 */
export async function runStack(
  options: StackOptions,
  tests: (stack: Stack) => Promise<number>,
): Promise<number> {
  const started = Date.now()
  const { name } = options
  const log = (message: string) => console.log(`[${name}] ${message}`)
  const ports = stackPorts(options.portBase)
  const dir = scratchDir(`vonk-${name}-`)
  const bucket = 'vonk-media'
  const forbidden = options.forbiddenInLogs ?? []
  const watcher = logWatcher(forbidden)
  const groups: ChildProcess[] = []
  const teardown: ((status: number) => void)[] = []

  /** Passes a child's output on, watched, or lets it write to ours when nothing is. */
  const output = (logFile?: string) =>
    logFile ? openSync(logFile, 'a') : forbidden.length > 0 ? 'pipe' : 'inherit'
  const watch = (child: ChildProcess) => {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      const seen = watcher.stream()
      from?.on('data', (chunk: Buffer) => {
        to.write(chunk)
        seen(chunk)
      })
    }
  }

  const startGroup: Stack['startGroup'] = (command, args, env, what, logFile) => {
    const stdio = output(logFile)
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', stdio, stdio],
      env: { ...process.env, ...env },
    })
    watch(child)
    child.on('exit', (code, signal) => log(`${what} ended (${code ?? signal})`))
    groups.push(child)
    return child
  }
  const run: Stack['run'] = (command, args, env) =>
    new Promise((resolve) => {
      const stdio = output()
      const child = spawn(command, args, {
        stdio: ['inherit', stdio, stdio],
        env: { ...process.env, ...env },
      })
      watch(child)
      child.on('exit', (code) => resolve(code ?? 1))
    })

  let postgres: Cluster | undefined
  let redis: RedisDaemon | undefined
  let s3: S3rver | undefined
  let status = 1
  try {
    const problems = (await options.preconditions?.()) ?? []
    if (problems.length > 0) throw new CannotRun(`cannot run:\n- ${problems.join('\n- ')}`)
    redis = redisDaemon(redisServerBinary(), dir, ports.redis)
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
      PAYLOAD_SECRET: `${name}-test-secret-shared-by-both-instances`,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      NEXT_DIST_DIR: options.distDir,
      // No shared folder: media must come from the bucket.
      MEDIA_DIR: path.join(dir, 'no-media-here'),
      ...options.sharedEnv,
    }
    // The database and the bucket are new: migrate and seed them (the seed uploads its
    // media to the bucket); build when there is no build of the current sources yet. The
    // instances get Redis at start: the page cache is theirs, not the build's.
    status = await run('npm', ['run', 'db:prepare'], shared)
    if (status === 0) {
      status = await buildUnlessCurrent(options.distDir, options.rebuild, () =>
        run('npm', ['run', 'build:next'], shared),
      )
    }
    if (status === 0) {
      const instanceEnv = {
        ...shared,
        REDIS_URL: redis.url,
        HOSTNAME: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        LEAD_NOTIFY_TO: 'leads@vonkdigital.test',
        ADMIN_EMAIL: `${name}-admin@vonkdigital.test`,
        ADMIN_PASSWORD: `${name}-Admin-password-1`,
        ...options.instanceEnv,
      }
      const onTeardown: Stack['onTeardown'] = (step) => void teardown.push(step)
      status = await tests({ ports, dir, redis, instanceEnv, log, startGroup, run, onTeardown })
    }
  } catch (error) {
    console.error(`[${name}]`, error instanceof CannotRun ? error.message : error)
    status = 1
  } finally {
    for (const step of teardown.reverse()) step(status)
    for (const child of groups.reverse()) {
      if (child.pid === undefined) continue
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    if (redis) stopRedis(redis)
    await s3?.close().catch(() => undefined)
    postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  for (const message of watcher.found) {
    console.error(`[${name}] a process of the run logged: ${message}`)
    status = 1
  }
  log(`${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
  return status
}
