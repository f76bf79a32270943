/**
 * Builds and servers of the benchmarks: the site (`npm run build`, `npm start`) and the
 * framework floor (`bench/floor`), each on a free loopback port; the Chromium they load
 * pages in; and a run that stops its servers however it ends.
 */
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { chromiumPath } from '../../tests/e2e/support/env.ts'

export const FLOOR_DIR = 'bench/floor'
const HOST = '127.0.0.1'
/** BENCH_PORTS (e.g. `3500-3599`) moves the range, so two checkouts can bench side by side. */
function portRange(): { first: number; last: number } {
  const [first, last] = (process.env.BENCH_PORTS ?? '3300-3399').split('-').map(Number)
  if (!first || !last || last < first) throw new Error('BENCH_PORTS must look like 3300-3399')
  return { first, last }
}
const READY_TIMEOUT_MS = 120_000
const LOG_TAIL = 4000
/**
 * What `next start` (the floor app) prints once it listens ("Ready in"), or server.ts
 * (the site): "Ready for <origin> on port", or "Local trial on <origin>" without SITE_URL,
 * which is how the bench runs it.
 */
export const READY_LOG = /\bReady (in|on|for)\b|\bLocal trial on\b/

export type Server = {
  name: string
  origin: string
  child: ChildProcess
  /** The last lines it printed, for an error message. */
  log: () => string
  /** Whether it printed that it listens. */
  listening: () => boolean
}

const hasExited = (server: Server) =>
  server.child.exitCode !== null || server.child.signalCode !== null

function run(command: string, args: string[]): void {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** Builds the site when it has no build or database, or when BENCH_REBUILD=1. */
export function ensureSiteBuild(): void {
  const built =
    existsSync('.next/BUILD_ID') && (process.env.DATABASE_URL || existsSync('data/payload.db'))
  if (!built || process.env.BENCH_REBUILD === '1') run('npm', ['run', 'build'])
}

/** Files the floor's build writes into its folder, which say nothing about its sources. */
const isBuildOutput = (file: string) =>
  file.split(path.sep).includes('.next') ||
  file.endsWith('next-env.d.ts') ||
  file.endsWith('.tsbuildinfo')

function newestSourceMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => !isBuildOutput(file) && statSync(file).isFile())
    .reduce((newest, file) => Math.max(newest, statSync(file).mtimeMs), 0)
}

/** Builds the floor when its build is missing or older than its sources or Next.js. */
export function ensureFloorBuild(): void {
  const buildId = path.join(FLOOR_DIR, '.next/BUILD_ID')
  const sources = Math.max(
    newestSourceMtime(FLOOR_DIR),
    statSync('node_modules/next/package.json').mtimeMs,
  )
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < sources) {
    run('npx', ['next', 'build', FLOOR_DIR])
  }
}

function canListen(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/** Free on loopback and on all interfaces, where other people's servers may listen. */
async function portIsFree(port: number): Promise<boolean> {
  return (await canListen(port, HOST)) && (await canListen(port))
}

/** A free port of 3300–3399 (BENCH_PORTS), the range this team keeps for benchmarks; skips `taken`. */
export async function freePort(taken: readonly number[] = []): Promise<number> {
  const { first, last } = portRange()
  for (let port = first; port <= last; port++) {
    if (!taken.includes(port) && (await portIsFree(port))) return port
  }
  throw new Error(`No free port in ${first}–${last}`)
}

/** Starts a server (in `cwd`, another checkout, if given) in its own process group, so stopping it also ends next-server. */
export function startServer(
  name: string,
  args: string[],
  port: number,
  env: Record<string, string> = {},
  cwd?: string,
): Server {
  const child = spawn('npm', args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: HOST },
  })
  let log = ''
  let listening = false
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL)
    listening ||= READY_LOG.test(log)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return {
    name,
    origin: `http://${HOST}:${port}`,
    child,
    log: () => log,
    listening: () => listening,
  }
}

/**
 * Resolves once the server says it is ready and answers `/` with 200; both, because an
 * answer alone could come from someone else's server that took the port first.
 */
export async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (hasExited(server)) {
      throw new Error(`The ${server.name} server exited:\n${server.log()}`)
    }
    const ok =
      server.listening() &&
      (await fetch(`${server.origin}/`).then(
        (response) => response.ok,
        () => false,
      ))
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The ${server.name} server did not answer within ${READY_TIMEOUT_MS / 1000} s`)
}

/** After a failure: whether a server died under the benchmark, with what it printed last. */
export function reportExit(server: Server): void {
  if (!hasExited(server)) return
  const how = server.child.exitCode ?? server.child.signalCode
  console.error(
    `\nThe ${server.name} server had exited (${how}); its last output:\n${server.log()}`,
  )
}

function signalGroup(server: Server, signal: NodeJS.Signals): void {
  if (server.child.pid === undefined) return
  try {
    process.kill(-server.child.pid, signal)
  } catch {
    // The group is already gone.
  }
}

/**
 * Ends the server's whole process group: SIGTERM, SIGKILL after 5 s, and SIGKILL once npm
 * has exited, as next-server (its child) can outlive it.
 */
export async function stopServer(server: Server): Promise<void> {
  if (!hasExited(server)) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    signalGroup(server, 'SIGTERM')
    const timer = setTimeout(() => signalGroup(server, 'SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  signalGroup(server, 'SIGKILL')
}

/** Last resort on a hard exit, when there is no time to wait for a graceful stop. */
export function killServerNow(server: Server): void {
  signalGroup(server, 'SIGKILL')
}

/** Starts both servers on free loopback ports; `servers` collects them for the cleanup. */
export async function startSiteAndFloor(
  servers: Server[],
): Promise<{ site: Server; floor: Server }> {
  const sitePort = await freePort()
  const floorPort = await freePort([sitePort])
  const site = startServer('site', ['start'], sitePort)
  servers.push(site)
  const floorArgs = ['exec', '--', 'next', 'start', FLOOR_DIR, '-p', String(floorPort)]
  const floor = startServer('floor', [...floorArgs, '-H', '127.0.0.1'], floorPort)
  servers.push(floor)
  await Promise.all([waitReady(site), waitReady(floor)])
  return { site, floor }
}

export function requireChromium(): string {
  const path = chromiumPath()
  if (path) return path
  throw new Error('No Chromium: apt-get install -y chromium, or set CHROMIUM_PATH.')
}

/**
 * Runs a benchmark with the servers it starts (it pushes them into `servers`), and stops
 * them when it ends, fails or is interrupted (Ctrl-C, SIGTERM). `closeBrowsers` ends any
 * Chromium the benchmark still has open.
 */
export async function withServers(
  run: (servers: Server[]) => Promise<void>,
  closeBrowsers: () => void = () => {},
): Promise<void> {
  const servers: Server[] = []
  const abort = () => {
    closeBrowsers()
    servers.forEach(killServerNow)
    process.exit(130)
  }
  process.once('SIGINT', abort)
  process.once('SIGTERM', abort)
  try {
    await run(servers)
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    servers.forEach((server) => reportExit(server))
    process.exitCode = 1
  } finally {
    closeBrowsers()
    await Promise.all(servers.map(stopServer))
  }
}
