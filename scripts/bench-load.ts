/**
 * `npm run bench:load`: requests per second of prerendered pages, cache HITs, sent
 * uncompressed, with autocannon at 50 connections, through `npm start`, next to
 * `next start` of the same build and the framework floor (`bench/floor`'s page under
 * `next start`). Also the home page through `npm start` with the HTML pass off
 * (BENCH_WITHOUT_HTML_PASS=1, never for visitors), in the same run, to show what the
 * pass costs. One server at a time, each warmed first; figures depend on the machine's
 * load, which is printed with them. A measurement, not a test.
 *
 * BENCH_LOAD_SECONDS (default 10) per path. Run with Node 24 via npm.
 */
import { cpus, loadavg } from 'node:os'

import autocannon from 'autocannon'

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
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 10
/** The goal of issue 28 for every prerendered page, on 2 cores. */
const GOAL = 1_000

type Row = { label: string; server: string; path: string; rps?: number; errors?: number }

async function measure(origin: string, path: string): Promise<{ rps: number; errors: number }> {
  const url = `${origin}${path}`
  // Warm: Next.js's cache, the pass, the compressed copies, the memory.
  for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer()
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  return { rps: result.requests.average, errors: result.errors + result.non2xx + result.timeouts }
}

async function staticChunk(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text()
  const src = /<script[^>]*\ssrc="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
  if (!src) throw new Error('No static chunk on the home page')
  return src
}

async function withServer(
  servers: Server[],
  name: string,
  args: string[],
  env: Record<string, string>,
  work: (origin: string) => Promise<void>,
) {
  const port = await freePort()
  const server = startServer(
    name,
    [...args, ...(args[0] === 'exec' ? ['-p', String(port)] : [])],
    port,
    env,
  )
  servers.push(server)
  await waitReady(server)
  try {
    await work(server.origin)
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
  const run = async (row: Row, origin: string) => {
    console.log(`▶ ${row.label} (${row.path})`)
    Object.assign(row, await measure(origin, row.path))
    rows.push(row)
  }
  await withServer(servers, 'site', ['start'], {}, async (origin) => {
    await run(
      { label: 'a static chunk', server: 'npm start', path: await staticChunk(origin) },
      origin,
    )
    const pages: [string, string][] = [
      ['/robots.txt', '/robots.txt'],
      ['/contact', '/contact'],
      ['home', '/'],
      ['/faq', '/faq'],
    ]
    for (const [label, path] of pages) {
      await run({ label, server: 'npm start', path }, origin)
    }
  })
  await withServer(
    servers,
    'site without the pass',
    ['start'],
    { BENCH_WITHOUT_HTML_PASS: '1' },
    (origin) => run({ label: 'home, HTML pass off', server: 'npm start', path: '/' }, origin),
  )
  await withServer(servers, 'next start', nextStart(), {}, (origin) =>
    run({ label: 'home', server: 'next start', path: '/' }, origin),
  )
  await withServer(servers, 'floor', nextStart(FLOOR_DIR), {}, (origin) =>
    run({ label: 'floor page', server: 'next start (bench/floor)', path: '/' }, origin),
  )

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per path, uncompressed; ${cpus().length} cores, ${loadText(loadavg())}\n`,
  )
  console.log('| Path | Server | req/s | errors |')
  console.log('| --- | --- | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.server} | ${Math.round(row.rps ?? 0).toLocaleString('en')} | ${row.errors} |`,
    )
  }
  const pages = rows.filter(
    (row) =>
      row.server === 'npm start' &&
      !row.path.startsWith('/_next/') &&
      row.path !== '/robots.txt' &&
      !row.label.includes('off'),
  )
  const below = pages.filter((row) => (row.rps ?? 0) < GOAL)
  console.log(
    below.length === 0
      ? `\nEvery prerendered page measured ≥ ${GOAL} req/s.`
      : `\nBelow ${GOAL} req/s: ${below.map((row) => row.label).join(', ')}.`,
  )
  const on = rows.find((row) => row.label === 'home')?.rps
  const off = rows.find((row) => row.label === 'home, HTML pass off')?.rps
  if (on && off)
    console.log(
      `The HTML pass costs ${(((off - on) / off) * 100).toFixed(1)} % of the home page's req/s.`,
    )
}

await withServers(main)
