import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { notifyAddress, ownPorts } from './env'
import type { SinkMessage } from './mail'

/**
 * A site and a mail sink of one test's own, for what the shared servers must not go
 * through: a kill -9, a start without its database. Each runs in its own process group
 * (npm, sh and next-server), so ending it ends all of them.
 */
type Group = { child: ChildProcess; output: () => string }

function spawnGroup(command: string, args: string[], env: Record<string, string>): Group {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => output }
}

async function endGroup({ child }: Group, signal: NodeJS.Signals): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, signal)
  } catch {
    return // already gone
  }
  await exited
  try {
    process.kill(-child.pid, 'SIGKILL') // next-server may outlive npm
  } catch {
    // the group is gone
  }
}

async function waitFor(url: string, group: Group, what: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (group.child.exitCode !== null) throw new Error(`${what} exited:\n${group.output()}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${what} did not answer ${url}:\n${group.output()}`)
}

/** A copy of the built database for this test alone. */
export function copyDatabase(name: string): string {
  const file = path.resolve(`data/e2e-${name}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  for (const suffix of ['', '-wal']) {
    if (existsSync(`data/payload.db${suffix}`))
      copyFileSync(`data/payload.db${suffix}`, file + suffix)
  }
  return file
}

/**
 * A database of this test alone as a fresh deploy has it before anyone logged in: the
 * committed migrations applied (`npm run payload -- migrate`), no content, no accounts.
 */
export function emptyDatabase(name: string): string {
  const file = path.resolve(`data/e2e-${name}.db`)
  removeDatabase(file)
  const migrated = spawnSync('npm', ['run', '--silent', 'payload', '--', 'migrate'], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    encoding: 'utf8',
  })
  if (migrated.status !== 0)
    throw new Error(`migrate failed:\n${migrated.stdout}${migrated.stderr}`)
  return file
}

export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  rmSync(file.replace(/\.db$/, '.paths.json'), { force: true })
}

export type OwnMailSink = {
  messages: () => Promise<SinkMessage[]>
  control: (action: 'stop' | 'start' | 'hold' | 'release') => Promise<void>
  held: () => Promise<number>
  stop: () => Promise<void>
}

export async function startMailSink(slot: number): Promise<OwnMailSink> {
  const { smtp, mailControl } = ownPorts(slot)
  const control = `http://127.0.0.1:${mailControl}`
  const group = spawnGroup(process.execPath, ['tests/e2e/support/mail-sink.mjs'], {
    MAIL_SINK_SMTP_PORT: String(smtp),
    MAIL_SINK_CONTROL_PORT: String(mailControl),
  })
  await waitFor(`${control}/__control`, group, 'the mail sink')
  return {
    messages: async () => (await (await fetch(`${control}/messages`)).json()) as SinkMessage[],
    control: async (action) => {
      const response = await fetch(`${control}/smtp/${action}`, { method: 'POST' })
      if (!response.ok) throw new Error(`mail sink: ${action} failed`)
    },
    held: async () =>
      ((await (await fetch(`${control}/__control`)).json()) as { held: number }).held,
    stop: () => endGroup(group, 'SIGTERM'),
  }
}

export type OwnSite = {
  url: string
  /** Resolves once the server answers; `npm start` has started before. */
  ready: () => Promise<void>
  /** kill -9 of the whole group: no shutdown of any kind. */
  kill: () => Promise<void>
  stop: () => Promise<void>
  output: () => string
  /**
   * SIGTERM to the group, then whether every process of it ended by itself within
   * `ms`; whatever is left is killed.
   */
  stopsWithin: (ms: number) => Promise<boolean>
}

/**
 * `npm start` of the production build on this slot's port, mailing to its own sink;
 * `env` adds to (or overrides) the site's environment.
 */
export function startSite(
  slot: number,
  database: string,
  env: Record<string, string> = {},
  /**
   * `gone`: the server's output goes into a pipe whose reader has exited (as `npm start |
   * tee log` when `tee` dies), so every line it writes fails.
   */
  reader: 'test' | 'gone' = 'test',
): OwnSite {
  const { site, smtp } = ownPorts(slot)
  const url = `http://127.0.0.1:${site}`
  const [command, args] =
    reader === 'test'
      ? ['npm', ['start']]
      : ['sh', ['-c', `"${process.execPath}" server.ts 2>&1 | true`]]
  const group = spawnGroup(command, args, {
    PORT: String(site),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: `file:${database}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp}`,
    LEAD_NOTIFY_TO: notifyAddress,
    // As the shared site: the tests post more than one visitor may.
    RATE_LIMIT_POINTS: '100000',
    ...env,
  })
  return {
    url,
    ready: () => waitFor(`${url}/robots.txt`, group, 'the site'),
    kill: async () => {
      await endGroup(group, 'SIGKILL')
      // next-server, a big process, may take a moment longer than npm to be gone.
      while (
        await fetch(url).then(
          () => true,
          () => false,
        )
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    stop: () => endGroup(group, 'SIGTERM'),
    output: group.output,
    stopsWithin: async (ms) => {
      const pid = group.child.pid as number
      const alive = () => {
        try {
          process.kill(-pid, 0)
          return true
        } catch {
          return false
        }
      }
      if (alive()) process.kill(-pid, 'SIGTERM')
      const deadline = Date.now() + ms
      while (alive() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const stopped = !alive()
      if (!stopped) process.kill(-pid, 'SIGKILL')
      return stopped
    },
  }
}

/** Another process holds the database file exclusively until `release` (which waits for its exit). */
export async function holdDatabase(file: string): Promise<{ release: () => Promise<void> }> {
  const child = spawn(process.execPath, ['tests/e2e/support/hold-database.mjs', file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the database holder exited (${code})`)))
  })
  let released: Promise<void> | null = null
  return {
    release: () =>
      (released ??= new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.stdin.write('release\n')
      })),
  }
}

/** Reads the test's own database directly (a second connection, as a backup tool would). */
export async function queryDatabase<T>(file: string, sql: string, args: string[] = []) {
  const client = createClient({ url: `file:${file}` })
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[]
  } finally {
    client.close()
  }
}
