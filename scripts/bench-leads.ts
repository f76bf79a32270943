/**
 * `npm run bench:leads`: form posts and their emails through outages, on the production
 * build with a local SMTP sink (tests/e2e/support/mail-sink.mjs). Three scenarios, one
 * table (and `bench/results/leads.json`):
 *
 * 1. SMTP down for 60 s in the middle of 1,000 mixed posts (contact, newsletter, quote)
 *    at concurrency 20: a third before the outage, a third as it starts, a third as the
 *    sink returns (while the backlog drains). Stored rows, emails delivered within
 *    5 minutes of the sink's return, duplicates, POST latency with the sink down and up.
 * 2. kill -9 of the server while its emails are pending: the sink holds every message
 *    unanswered, so some sends are in flight and the rest queued; then restart.
 * 3. The database held exclusively by another process for the first 10 s after the
 *    server starts (as a backup or maintenance job can): pages, posts, and whether mail
 *    resumes without a restart.
 *
 * Posts come from 127.0.0.1; the server runs with RATE_LIMIT_POINTS so the form limit
 * does not stop the run. A measurement, not a test: it exits 0 when a goal is missed.
 * BENCH_PORTS (default 3300-3399), BENCH_REBUILD=1. Run with Node 24 through npm.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import {
  type Answer,
  copyDatabase,
  expectedMails,
  FORMS,
  inFlight,
  type MailSink,
  NOTIFY,
  percentile,
  pool,
  post,
  removeDatabase,
  send,
  sleep,
  startMailSink,
  storedRows,
  waitForMail,
} from './bench/leads.ts'
import {
  ensureSiteBuild,
  freePort,
  type Server,
  startServer,
  stopServer,
  waitReady,
} from './bench/servers.ts'

const TOTAL = 1_000
const CONCURRENCY = 20
const SMTP_DOWN_MS = 60_000
const DELIVERY_WINDOW_MS = 5 * 60_000
const KILL_POSTS = 300
const DB_OUTAGE_MS = 10_000
const RESULTS_FILE = 'bench/results/leads.json'

type Row = { scenario: string; figure: string; measured: string; goal: string }
const rows: Row[] = []
const results: Record<string, unknown> = {}
const cleanups: (() => Promise<void> | void)[] = []

const ms = (value: number | null) => (value === null ? '–' : `${value} ms`)
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const latency = (answers: readonly Answer[]) => {
  const times = answers.map((answer) => answer.ms)
  return [50, 95, 99].map((p) => percentile(times, p))
}
const statusCounts = (answers: readonly { status: number }[]) =>
  Object.entries(
    answers.reduce<Record<string, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1
      return counts
    }, {}),
  )
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
    .join(', ')

async function site(name: string, database: string, sink: MailSink): Promise<Server> {
  const server = startServer(name, ['start'], await freePort([sink.smtpPort]), {
    DATABASE_URL: `file:${database}`,
    SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
    LEAD_NOTIFY_TO: NOTIFY,
    RATE_LIMIT_POINTS: '1000000',
  })
  cleanups.push(() => stopServer(server))
  return server
}

async function kill9(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  if (server.child.pid) process.kill(-server.child.pid, 'SIGKILL')
  await exited
}

async function smtpOutage(sink: MailSink): Promise<void> {
  const database = copyDatabase('smtp')
  cleanups.push(() => removeDatabase(database))
  const server = await site('site (SMTP outage)', database, sink)
  await waitReady(server)
  const tag = `smtp${Date.now()}`
  const posts = Array.from({ length: TOTAL }, (_, index) =>
    post(FORMS[index % FORMS.length] ?? 'contact', tag, index),
  )
  const third = Math.floor(TOTAL / 3)
  const sendAll = (part: typeof posts) =>
    pool(part, CONCURRENCY, (item) => send(server.origin, item))

  console.log(`▶ 1/3 SMTP outage: ${TOTAL} posts, sink down ${SMTP_DOWN_MS / 1000} s`)
  const before = await sendAll(posts.slice(0, third))
  await sink.control('stop')
  const downAt = Date.now()
  const during = await sendAll(posts.slice(third, 2 * third))
  await sleep(Math.max(0, downAt + SMTP_DOWN_MS - Date.now()))
  await sink.control('start')
  const backAt = Date.now()
  const after = await sendAll(posts.slice(2 * third))
  const answers = [...before, ...during, ...after]
  const accepted = answers.filter((answer) => answer.status === 201)
  const expected = accepted.flatMap(expectedMails)
  const mail = await waitForMail(sink, tag, expected, backAt + DELIVERY_WINDOW_MS)
  const stored = await storedRows(database, tag)
  await stopServer(server)

  const down = latency(during)
  const up = latency([...before, ...after])
  const scenario = `SMTP down 60 s, ${TOTAL} posts`
  rows.push(
    { scenario, figure: 'Answers', measured: statusCounts(answers), goal: `201: ${TOTAL}` },
    {
      scenario,
      figure: 'Stored rows (lost)',
      measured: `${stored} (${accepted.length - stored})`,
      goal: '0 lost',
    },
    {
      scenario,
      figure: 'Emails delivered ≤ 5 min after the sink returned',
      measured: `${mail.delivered} / ${mail.expected}${mail.lastAt ? `, last after ${seconds(mail.lastAt - backAt)}` : ''}`,
      goal: 'all',
    },
    { scenario, figure: 'Duplicates', measured: String(mail.duplicates), goal: '0' },
    {
      scenario,
      figure: 'POST p50 / p95 / p99, sink down',
      measured: down.map(ms).join(' / '),
      goal: 'p95 ≤ 300 ms',
    },
    {
      scenario,
      figure: 'POST p50 / p95 / p99, sink up',
      measured: up.map(ms).join(' / '),
      goal: '',
    },
  )
  results.smtpOutage = {
    answers: answers.length,
    accepted: accepted.length,
    stored,
    mail,
    down,
    up,
  }
}

async function killDuringDelivery(sink: MailSink): Promise<void> {
  const database = copyDatabase('kill')
  cleanups.push(() => removeDatabase(database))
  const first = await site('site (before kill -9)', database, sink)
  await waitReady(first)
  const tag = `kill${Date.now()}`
  const posts = Array.from({ length: KILL_POSTS }, (_, index) =>
    post(FORMS[index % FORMS.length] ?? 'contact', tag, index),
  )
  console.log(`▶ 2/3 kill -9: ${KILL_POSTS} posts, then kill -9 with every email pending`)
  await sink.control('hold')
  const answers = await pool(posts, CONCURRENCY, (item) => send(first.origin, item))
  const accepted = answers.filter((answer) => answer.status === 201)
  const expected = accepted.flatMap(expectedMails)
  const heldDeadline = Date.now() + 30_000
  while ((await sink.held()) === 0 && Date.now() < heldDeadline) await sleep(200)
  await kill9(first)
  const sending = await inFlight(database, tag)
  await sink.control('release') // the killed connections' messages are dropped, never accepted
  const restartAt = Date.now()
  const second = await site('site (after kill -9)', database, sink)
  await waitReady(second)
  const mail = await waitForMail(sink, tag, expected, restartAt + 15 * 60_000)
  await stopServer(second)

  const scenario = `kill -9, ${KILL_POSTS} posts`
  rows.push(
    {
      scenario,
      figure: 'Emails pending at the kill (sends in flight)',
      measured: `${expected.length} (${sending})`,
      goal: '',
    },
    {
      scenario,
      figure: 'Delivered after the restart / duplicates',
      measured: `${mail.delivered} / ${mail.expected}, ${mail.duplicates} duplicates`,
      goal: 'all, exactly once',
    },
    {
      scenario,
      figure: 'Restart until the last email arrived',
      measured: mail.lastAt ? seconds(mail.lastAt - restartAt) : '–',
      goal: '',
    },
  )
  results.kill = { accepted: accepted.length, pending: expected.length, sending, mail }
}

type Probe = { kind: 'page' | 'post'; status: number; ms: number; at: number; email?: string }

async function databaseOutageAtBoot(sink: MailSink): Promise<void> {
  const database = copyDatabase('db')
  cleanups.push(() => removeDatabase(database))
  // Another process has the file to itself before the server starts.
  // (A process of its own: one that exits always lets go, as a real backup job does.)
  const holder = spawn(process.execPath, ['tests/e2e/support/hold-database.mjs', database], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  await once(holder.stdout, 'data')
  let releasedAt = 0
  const release = async () => {
    if (releasedAt) return
    const exited = once(holder, 'exit')
    holder.stdin.write('release\n')
    await exited
    releasedAt = Date.now()
  }
  cleanups.push(release)

  console.log(`▶ 3/3 database held for the first ${DB_OUTAGE_MS / 1000} s after the start`)
  const startAt = Date.now()
  const server = await site('site (database outage)', database, sink)
  const timer = setTimeout(() => void release(), DB_OUTAGE_MS)
  const tag = `db${Date.now()}`
  const pages = ['/', '/contact', '/en/cases', '/fr/over-ons']
  const probes: Probe[] = []
  let index = 0
  const until = startAt + DB_OUTAGE_MS + 20_000
  const pageWorker = async () => {
    for (let n = 0; Date.now() < until; n++) {
      const start = performance.now()
      const status = await fetch(`${server.origin}${pages[n % pages.length]}`).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      )
      probes.push({ kind: 'page', status, ms: performance.now() - start, at: Date.now() })
      await sleep(status === 0 ? 200 : 50)
    }
  }
  const postWorker = async () => {
    while (Date.now() < until) {
      const answer = await send(server.origin, post('contact', tag, index++))
      probes.push({ kind: 'post', ...answer })
      await sleep(answer.status === 0 ? 200 : 100)
    }
  }
  await Promise.all([pageWorker(), pageWorker(), postWorker(), postWorker()])
  clearTimeout(timer)
  await release()
  const accepted = probes.filter((probe) => probe.kind === 'post' && probe.status === 201)
  const expected = accepted.flatMap((probe) =>
    expectedMails({ form: 'contact', email: probe.email ?? '' }),
  )
  const mail = await waitForMail(sink, tag, expected, Date.now() + DELIVERY_WINDOW_MS)
  const stored = await storedRows(database, tag)
  const restarted = server.child.exitCode !== null
  await stopServer(server)

  const answered = probes.filter((probe) => probe.status !== 0)
  const firstAnswer = Math.min(...answered.map((probe) => probe.at)) - startAt
  const duringOutage = answered.filter((probe) => probe.at <= releasedAt)
  const pagesDuring = duringOutage.filter((probe) => probe.kind === 'page')
  const postsDuring = duringOutage.filter((probe) => probe.kind === 'post')
  const firstStored = Math.min(...accepted.map((probe) => probe.at)) - releasedAt
  const scenario = `Database held ${DB_OUTAGE_MS / 1000} s at boot`
  rows.push(
    {
      scenario,
      figure: 'Pages while held (p95)',
      measured: `${statusCounts(pagesDuring)} (${ms(
        percentile(
          pagesDuring.map((p) => p.ms),
          95,
        ),
      )}); first answer ${seconds(firstAnswer)} after the start`,
      goal: 'served',
    },
    { scenario, figure: 'Posts while held', measured: statusCounts(postsDuring), goal: '503' },
    {
      scenario,
      figure: 'First post stored after the release',
      measured: Number.isFinite(firstStored) ? `after ${seconds(firstStored)}` : '–',
      goal: '',
    },
    {
      scenario,
      figure: 'Emails of the posts after it / rows',
      measured: `${mail.delivered} / ${mail.expected}${mail.lastAt ? `, last ${seconds(mail.lastAt - releasedAt)} after the release` : ''}, ${mail.duplicates} duplicates; rows ${stored} = 201s ${accepted.length}; restarted: ${restarted ? 'yes' : 'no'}`,
      goal: 'all, no restart',
    },
  )
  results.databaseOutage = { probes: probes.length, accepted: accepted.length, stored, mail }
}

function table(): string {
  const header = ['Scenario', 'Figure', 'Measured', 'Goal']
  const body = rows.map((row) => [row.scenario, row.figure, row.measured, row.goal])
  const widths = header.map((_, column) =>
    Math.max(...[header, ...body].map((cells) => (cells[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  )
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch {
      // best effort
    }
  }
}

async function main(): Promise<void> {
  ensureSiteBuild()
  const load = loadavg().map((value) => value.toFixed(2))
  console.log(`Load average at the start: ${load.join(' ')} (${cpus().length} CPUs)`)
  const smtpPort = await freePort()
  const sink = await startMailSink(smtpPort, await freePort([smtpPort]))
  cleanups.push(() => sink.stop())
  const started = Date.now()
  await smtpOutage(sink)
  await killDuringDelivery(sink)
  await databaseOutageAtBoot(sink)
  const loadAfter = loadavg().map((value) => value.toFixed(2))
  console.log(`\n${table()}\n`)
  console.log(
    `Load average ${load.join(' ')} at the start, ${loadAfter.join(' ')} at the end; ${cpus().length} CPUs; ${seconds(Date.now() - started)} in all.`,
  )
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ at: new Date().toISOString(), load, loadAfter, rows, results }, null, 2)}\n`,
  )
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))
main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(cleanUp)
