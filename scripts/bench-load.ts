/**
 * `npm run bench:load`: what a server holds and how fast it answers, for the prerendered
 * pages (cache HITs), per server in turn on this machine:
 *
 * - memory: the resident memory of the server's processes after every page of the
 *   sitemap was fetched in each coding (identity, gzip, Brotli);
 * - throughput: requests per second at 50 connections (autocannon), each page asked as
 *   a browser asks it (`Accept-Encoding: br, gzip`) and uncompressed, with the server's
 *   CPU time per request (scripts/bench/processGroup.ts), which the machine's other
 *   load bends far less than requests per second.
 *
 * Servers: `npm start` of this checkout and `next start` of the same build (what Next.js
 * alone holds and does), taking turns on each page and coding, with how their req/s
 * compare page by page; `npm start` of another built checkout when BENCH_BEFORE_DIR
 * names one (the "before" column of a change), taking its turn beside them; the framework
 * floor (`bench/floor`).
 * BENCH_EDGE_URL (e.g. `https://localhost`, from `EDGE_KEEP=1 npm run test:edge`) adds
 * the same pages through the edge over HTTP/2 and TLS, with Debian's `h2load`.
 *
 * BENCH_LOAD_PAGES: `sample` (default: seven pages, one of each kind) or `all` (every
 * page of the sitemap); BENCH_LOAD_SECONDS per page and coding (default 10, or 2 for
 * `all`). A measurement, not a test: figures depend on the machine's load, which is
 * printed with them. Run with Node 24 via npm.
 */
import { spawnSync } from 'node:child_process'
import { request } from 'node:http'
import { cpus, loadavg } from 'node:os'

import autocannon from 'autocannon'

import { median } from './bench/budgets.ts'
import { groupCpuMs, groupRssMib } from './bench/processGroup.ts'
import { loadText } from './bench/report.ts'
import type { Server } from './bench/servers.ts'
import {
  ensureFloorBuild,
  ensureSiteBuild,
  FLOOR_DIR,
  freePort,
  startServer,
  stopServer,
  waitReady,
  withServers,
} from './bench/servers.ts'

const CONNECTIONS = 50
const ALL = process.env.BENCH_LOAD_PAGES === 'all'
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || (ALL ? 2 : 10)
/** The goal of issue 36 for every prerendered page, on 2 cores, through `npm start`. */
const GOAL = 300
const SAMPLE = [
  '/',
  '/faq',
  '/fr/faq',
  '/contact',
  '/cases/gaivota',
  '/blogs/core-web-vitals-uitgelegd',
  '/services/ecommerce',
]
const BROWSER_CODINGS = 'br, gzip'

type Row = {
  server: string
  path: string
  coding: string
  rps: number
  errors: number
  /** The server's CPU time per request answered, in ms (not for the edge). */
  cpuMs?: number
}
type Memory = { server: string; mib: number; pages: number }

function get(origin: string, path: string, coding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}${path}`,
      { headers: { 'accept-encoding': coding } },
      (incoming) => {
        incoming.resume()
        incoming.on('end', () => resolve(incoming.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
}

async function crawl(server: Server, paths: string[]): Promise<Memory> {
  for (const coding of ['identity', 'gzip', 'br']) {
    for (const path of paths) {
      const status = await get(server.origin, path, coding)
      if (status >= 500) throw new Error(`${server.name}: ${path} answered ${status}`)
    }
  }
  // Let the collector settle, as a server idles between visitors.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  return { server: server.name, mib: groupRssMib(server.child.pid ?? 0), pages: paths.length }
}

async function load(server: Server, path: string, coding: string) {
  const url = `${server.origin}${path}`
  // Warm: Next.js's cache has the page (a HIT) before the clock starts.
  for (let i = 0; i < 3; i++) await get(server.origin, path, coding)
  const cpuBefore = groupCpuMs(server.child.pid ?? 0)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': coding },
  })
  const cpuMs = (groupCpuMs(server.child.pid ?? 0) - cpuBefore) / Math.max(1, result.requests.total)
  return {
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMs,
  }
}

/** h2load over HTTP/2 and TLS, 50 streams on 10 connections, for SECONDS. */
function h2load(url: string, coding: string): { rps: number; errors: number } {
  const result = spawnSync(
    'h2load',
    ['-c', '10', '-m', '5', '-D', String(SECONDS), '-H', `accept-encoding: ${coding}`, url],
    { encoding: 'utf8' },
  )
  if (result.error)
    throw new Error(`h2load: ${result.error.message} (apt-get install nghttp2-client)`)
  const rps = Number(/finished in [\d.]+\w+, ([\d.]+) req\/s/.exec(result.stdout)?.[1] ?? 0)
  const failed = Number(/(\d+) failed/.exec(result.stdout)?.[1] ?? 0)
  const errored = Number(/(\d+) errored/.exec(result.stdout)?.[1] ?? 0)
  const non2xx = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(result.stdout)
  return {
    rps,
    errors:
      failed +
      errored +
      Number(non2xx?.[2] ?? 0) +
      Number(non2xx?.[3] ?? 0) +
      Number(non2xx?.[4] ?? 0),
  }
}

async function withServer(
  servers: Server[],
  name: string,
  args: string[],
  cwd: string | undefined,
  work: (server: Server) => Promise<void>,
) {
  const port = await freePort()
  const server = startServer(
    name,
    [...args, ...(args[0] === 'exec' ? ['-p', String(port)] : [])],
    port,
    {},
    cwd,
  )
  servers.push(server)
  await waitReady(server)
  try {
    await work(server)
  } finally {
    await stopServer(server)
  }
}

const nextStart = (dir?: string) => [
  'exec',
  '--',
  'next',
  'start',
  ...(dir ? [dir] : []),
  '-H',
  '127.0.0.1',
]

async function main(servers: Server[]) {
  ensureSiteBuild()
  ensureFloorBuild()
  const rows: Row[] = []
  const memory: Memory[] = []
  let paths: string[] = SAMPLE
  /**
   * Crawls each server (memory), then loads every page and coding on each in turn, so
   * the machine's drift between them (other load, the CPU's clock) stays small.
   */
  const bench = async (turns: readonly (readonly [Server, string])[]) => {
    const [[first]] = turns as [readonly [Server, string]]
    const all = await sitemapPaths(first.origin)
    if (ALL) paths = all
    for (const [server, label] of turns)
      memory.push({ ...(await crawl(server, all)), server: label })
    for (const path of paths) {
      for (const coding of [BROWSER_CODINGS, 'identity']) {
        for (const [server, label] of turns) {
          console.log(`▶ ${label}: ${path} (${coding})`)
          rows.push({ server: label, path, coding, ...(await load(server, path, coding)) })
        }
      }
    }
  }
  // `npm start` and `next start` of the same build take turns: their difference is what
  // the entry (server.ts) adds to Next.js. The checkout before a change, if named, takes
  // its turn beside them.
  const before = process.env.BENCH_BEFORE_DIR
  await withServer(servers, 'site', ['start'], undefined, (site) =>
    withServer(servers, 'next start', nextStart(), undefined, async (next) => {
      const turns: [Server, string][] = [
        [site, 'npm start'],
        [next, 'next start'],
      ]
      if (!before) return bench(turns)
      await withServer(servers, 'site before', ['start'], before, (earlier) =>
        bench([...turns, [earlier, 'npm start (before)']]),
      )
    }),
  )
  await withServer(servers, 'floor', nextStart(FLOOR_DIR), undefined, async (server) => {
    rows.push({
      server: 'floor (next start)',
      path: '/',
      coding: 'identity',
      ...(await load(server, '/', 'identity')),
    })
  })
  const edge = process.env.BENCH_EDGE_URL
  if (edge) {
    for (const path of paths) {
      for (const coding of [BROWSER_CODINGS, 'identity']) {
        console.log(`▶ edge: ${path} (${coding})`)
        rows.push({ server: 'edge (h2load)', path, coding, ...h2load(`${edge}${path}`, coding) })
      }
    }
  }

  console.log(`\n${cpus().length} cores, ${loadText(loadavg())}`)
  console.log('\nResident memory after every sitemap page in identity, gzip and Brotli:\n')
  console.log('| Server | Pages | RSS (MiB) |')
  console.log('| --- | ---: | ---: |')
  for (const row of memory) console.log(`| ${row.server} | ${row.pages} | ${row.mib} |`)
  console.log(
    `\n${CONNECTIONS} connections (h2load: 10 × 5 streams), ${SECONDS} s per path and coding:\n`,
  )
  console.log('| Path | Server | Accept-Encoding | req/s | errors | server CPU ms/req |')
  console.log('| --- | --- | --- | ---: | ---: | ---: |')
  for (const row of rows) {
    const cpu = row.cpuMs === undefined ? '' : row.cpuMs.toFixed(2)
    console.log(
      `| ${row.path} | ${row.server} | ${row.coding} | ${Math.round(row.rps).toLocaleString('en')} | ${row.errors} | ${cpu} |`,
    )
  }
  const below = rows.filter((row) => row.server === 'npm start' && row.rps < GOAL)
  console.log(
    below.length === 0
      ? `\nEvery page measured through npm start ≥ ${GOAL} req/s.`
      : `\nBelow ${GOAL} req/s through npm start: ${below.map((row) => `${row.path} (${row.coding})`).join(', ')}.`,
  )
  console.log(`\n${againstNext(rows)}`)
}

/**
 * npm start against next start of the same build, page by page (they took turns): the
 * median ratio of their req/s per coding, and the rows where npm start is more than 10 %
 * slower.
 */
function againstNext(rows: Row[]): string {
  const lines: string[] = []
  for (const coding of [BROWSER_CODINGS, 'identity']) {
    const pairs = rows
      .filter((row) => row.server === 'npm start' && row.coding === coding)
      .flatMap((ours) => {
        const next = rows.find(
          (row) => row.server === 'next start' && row.coding === coding && row.path === ours.path,
        )
        return next && next.rps > 0 ? [{ path: ours.path, ratio: ours.rps / next.rps }] : []
      })
    if (pairs.length === 0) continue
    const middle = median(pairs.map((pair) => pair.ratio))
    const slower = pairs.filter((pair) => pair.ratio < 0.9)
    lines.push(
      `npm start / next start, ${coding}: median ${middle.toFixed(2)} over ${pairs.length} pages; ` +
        (slower.length === 0
          ? 'none more than 10 % slower.'
          : `more than 10 % slower: ${slower.map((pair) => `${pair.path} (${pair.ratio.toFixed(2)})`).join(', ')}.`),
    )
  }
  return lines.join('\n')
}

await withServers(main)
