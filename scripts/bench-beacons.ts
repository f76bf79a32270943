/**
 * `npm run bench:beacons`: the visitor-insight endpoint under load (issue 41). autocannon
 * posts page-view beacons to `POST /insight` at 50 connections for 10 s against the
 * production build (`npm start`, a copy of the SQLite database), while a second client
 * asks for pages every 200 ms: are beacons accepted at ≥ 1,000 a second, is every
 * accepted one stored, and do pages still answer? Also the server's CPU time per beacon,
 * which a busy machine bends far less than the rate. Prints a table, the load average
 * before and after, and writes `bench/results/beacons.json`.
 *
 * All beacons come from 127.0.0.1, so the server runs with RATE_LIMIT_POINTS (as the
 * other load tests do) and the per-client limit does not stop the run; the user agent
 * is an ordinary Chrome's (a crawler's is not counted). A measurement, not a test: it
 * exits 0 when a goal is missed. BENCH_PORTS (default 3300-3399), BENCH_REBUILD=1.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

import { copyDatabase, percentile, removeDatabase } from './bench/leads.ts'
import { groupCpuMs } from './bench/processGroup.ts'
import { ensureSiteBuild, freePort, startServer, stopServer, waitReady } from './bench/servers.ts'

const CONNECTIONS = 50
const SECONDS = 10
const GOAL_PER_SECOND = 1_000
const PAGES = ['/', '/faq', '/en/cases', '/cases/gaivota', '/blogs']
const RESULTS_FILE = 'bench/results/beacons.json'
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

async function storedBeacons(file: string): Promise<number> {
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute('SELECT count(*) AS n FROM visitor_beacons')
    return Number(rows[0]?.n ?? 0)
  } finally {
    client.close()
  }
}

/** Asks for a page every 200 ms until stopped: status and time of each answer. */
function pageProbe(origin: string) {
  const answers: { status: number; ms: number }[] = []
  let running = true
  const done = (async () => {
    for (let turn = 0; running; turn++) {
      const started = performance.now()
      const status = await fetch(origin + PAGES[turn % PAGES.length], {
        headers: { 'user-agent': chrome },
      }).then(
        async (response) => {
          await response.arrayBuffer()
          return response.status
        },
        () => 0,
      )
      answers.push({ status, ms: Math.round(performance.now() - started) })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return {
    answers,
    stop: async () => {
      running = false
      await done
    },
  }
}

ensureSiteBuild()
const database = copyDatabase('beacons')
/*
 * Counted only while the server is stopped: a second libsql connection that closes while
 * the server has the file open checkpoints and deletes the server's WAL, and what the
 * server writes after that is lost (seen here: 279 of 2,091 beacons "stored").
 */
const before = await storedBeacons(database)
const port = await freePort()
const site = startServer('site', ['start'], port, {
  DATABASE_URL: `file:${database}`,
  RATE_LIMIT_POINTS: '1000000000',
  MAIL_QUEUE: 'off',
})
try {
  await waitReady(site)
  const loadBefore = load()
  const probe = pageProbe(site.origin)
  const cpuBefore = groupCpuMs(site.child.pid ?? 0)
  const result = await autocannon({
    url: `${site.origin}/insight`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: {
      origin: site.origin,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'user-agent': chrome,
    },
    body: JSON.stringify({ k: 'view', p: '/en/cases', r: 'www.google.com', uc: 'bench', w: 390 }),
  })
  const cpuMs = groupCpuMs(site.child.pid ?? 0) - cpuBefore
  await probe.stop()
  const loadAfter = load()
  // The buffer writes at least every second; then the server stops (and would flush
  // what it still held) before the rows are counted.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const dropped = site.log().match(/\[insight\][^\n]*/g) ?? []
  await stopServer(site)
  const stored = (await storedBeacons(database)) - before
  if (dropped.length) console.log(`The server said:\n${dropped.join('\n')}`)
  const accepted = result['2xx']
  const perSecond = Math.round(accepted / result.duration)
  // What one beacon costs the server, pages asked meanwhile included: on a busy machine
  // the rate above sinks with the other load, this far less.
  const cpuPerBeacon = cpuMs / Math.max(1, result.requests.total)
  const pageTimes = probe.answers.map((answer) => answer.ms)
  const pageFailures = probe.answers.filter((answer) => answer.status !== 200).length
  const figures = {
    cores: cpus().length,
    loadBefore,
    loadAfter,
    connections: CONNECTIONS,
    seconds: result.duration,
    accepted,
    acceptedPerSecond: perSecond,
    other: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpuMsPerBeacon: Number(cpuPerBeacon.toFixed(2)),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    stored,
    pages: {
      asked: probe.answers.length,
      notOk: pageFailures,
      p50: percentile(pageTimes, 50),
      p95: percentile(pageTimes, 95),
      max: Math.max(0, ...pageTimes),
    },
  }
  console.table([
    {
      figure: 'beacons accepted (204) per second',
      measured: perSecond,
      goal: `≥ ${GOAL_PER_SECOND}`,
    },
    {
      figure: 'server CPU per beacon (1 core: beacons/s)',
      measured: `${cpuPerBeacon.toFixed(2)} ms (${Math.round(1000 / cpuPerBeacon)}/s)`,
      goal: '',
    },
    { figure: 'accepted beacons stored', measured: `${stored} of ${accepted}`, goal: 'all' },
    {
      figure: 'other answers / errors',
      measured: `${result.non2xx} / ${figures.errors}`,
      goal: '0 / 0',
    },
    {
      figure: 'beacon latency p50 / p99',
      measured: `${result.latency.p50} / ${result.latency.p99} ms`,
      goal: '',
    },
    {
      figure: 'pages during the load (not 200 / asked)',
      measured: `${pageFailures} / ${probe.answers.length}`,
      goal: '0',
    },
    {
      figure: 'page time p50 / p95 / max',
      measured: `${figures.pages.p50} / ${figures.pages.p95} / ${figures.pages.max} ms`,
      goal: '',
    },
  ])
  console.log(
    `Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}; ${cpus().length} cores`,
  )
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`Written to ${RESULTS_FILE}`)
} finally {
  await stopServer(site)
  removeDatabase(database)
}
