/**
 * `npm run test:chaos`: the site keeps going while things break under it, for
 * CHAOS_MINUTES (default 10; 3 for a quick run). Not part of `npm test`.
 *
 * Setup: PostgreSQL, Redis, an S3 server and a mail sink on loopback ports
 * (CHAOS_PORT_BASE, default 7600: + 0 … + 4), the site built for https://localhost into
 * `.next-image` (as `npm run image` builds it), three instances (`npm start`, ports
 * + 10 … + 12) behind the shipped edge (deploy/Caddyfile, Debian's caddy, on + 20 for
 * http and + 21 for https).
 *
 * Load: four readers reading pages over keep-alive connections, six lead writers that
 * fetch the form's start token, wait as a person does (2.1 s) and post as the form does
 * (src/lib/forms/postForm.ts: the same post again when its answer was lost), each lead
 * from a visitor (loopback address) of its own.
 *
 * Faults, throughout: every 30 s a random instance is killed (SIGKILL) and started
 * again; Redis is restarted once (at 20 % of the run), SMTP is down for 60 s (from
 * 35 %), PostgreSQL is restarted once (at 65 %).
 *
 * It passes with: no failed page GET through the edge; every post ends received (the
 * form's own tries included), and the visitor sends again a post answered with the
 * documented 503 while PostgreSQL restarts (src/server/forms/failure.ts); every received
 * lead stored once, with its notification and confirmation sent exactly once within
 * 7 minutes of the load's end; p50, p99 and max latency printed.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:https'
import path from 'node:path'

import pg from 'pg'

import { postForm } from '../src/lib/forms/postForm.ts'
import { loopbackPeer } from '../tests/e2e/support/peer.ts'
import { buildSite, siteDistDir } from './support/image.ts'
import { startRedis, stopRedis } from './support/services.ts'
import { mailsOf, type Stack, startStack, waitFor } from './support/faultStack.ts'

const started = Date.now()
const minutes = Number(process.env.CHAOS_MINUTES) || 10
const runMs = minutes * 60_000
const base = Number(process.env.CHAOS_PORT_BASE) || 7600
const instancePorts = [base + 10, base + 11, base + 12]
const httpsPort = base + 21
const edge = `https://localhost:${httpsPort}`
const siteUrl = 'https://localhost'
const log = (message: string) =>
  console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Answer = { status: number; body: string; ms: number }

let ca: Buffer | undefined

/** A request through the edge as a visitor makes it, timed. */
function call(
  target: string,
  init: { method?: string; body?: string; peer?: string; agent?: Agent } = {},
): Promise<Answer> {
  const begun = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(target, edge),
      {
        method: init.method ?? 'GET',
        ca,
        headers: init.body
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { 'accept-encoding': 'gzip, br' },
        ...(init.peer ? { localAddress: init.peer } : {}),
        ...(init.agent ? { agent: init.agent } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - begun,
          }),
        )
      },
    )
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`timeout: ${target}`)))
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

// What the run saw.
const pageTimes: number[] = []
const postTimes: number[] = []
const failures: string[] = []
const accepted: string[] = []
const faults: string[] = []
let retried503 = 0
/** Tries the form made again after a lost answer; those near a SIGKILL among them. */
let resent = 0
let resentAtKill = 0
const killTimes: number[] = []
/** Whether a post sent at `at` was on its way when an instance was killed. */
const nearKill = (at: number) =>
  killTimes.some((time) => time >= at - 1_000 && time <= Date.now() + 1_000)
/** From the PostgreSQL restart until the instances answered again: a post's 503 is expected then. */
let postgresWindow: { from: number; to: number } | null = null
let loading = true

const instances = new Map<number, ChildProcess>()
let instanceEnv: Record<string, string> = {}
let logDir = ''

function startInstance(port: number) {
  const output = openSync(path.join(logDir, `instance-${port}.log`), 'a')
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...instanceEnv, PORT: String(port) },
  })
  instances.set(port, child)
}

function killInstance(port: number, signal: NodeJS.Signals = 'SIGKILL') {
  const child = instances.get(port)
  if (child?.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
  instances.delete(port)
}

async function reader(index: number) {
  const paths = ['/', '/faq', '/cases/gaivota', '/en/contact', '/blogs', '/over-ons', '/fr']
  const agent = new Agent({ keepAlive: true, ca, localAddress: loopbackPeer() } as never)
  for (let at = index; loading; at++) {
    const target = paths[at % paths.length] ?? '/'
    const at0 = Date.now()
    const answer = await call(target, { agent }).catch((error: Error) => error)
    if (answer instanceof Error || answer.status !== 200) {
      failures.push(
        `GET ${target} at ${((at0 - started) / 1000).toFixed(1)} s: ${answer instanceof Error ? answer.message : answer.status}`,
      )
    } else pageTimes.push(answer.ms)
  }
  agent.destroy()
}

const run = Date.now()
let posts = 0

async function writer() {
  while (loading) {
    const peer = loopbackPeer()
    const email = `chaos-${run}-${posts++}@example.com`
    const token = await call('/forms/token?form=contact', { peer }).catch((error: Error) => error)
    if (token instanceof Error || token.status !== 200) {
      failures.push(`GET token: ${token instanceof Error ? token.message : token.status}`)
      continue
    }
    const startedAt = (JSON.parse(token.body) as { token: string }).token
    await sleep(2_100)
    const fields = {
      name: 'Een bezoeker',
      email,
      subject: 'general',
      message: 'Terwijl alles omvalt.',
      locale: 'nl',
      startedAt,
    }
    // As the form posts (src/lib/forms/postForm.ts): sent again, the same, when the
    // answer was lost (no answer, or the edge's 502 when the instance that had it was
    // killed) or the site could not store it just now (503); each try timed and noted.
    let tries: Answer[] = []
    const throughEdge = (async (_url: string, init: RequestInit) => {
      const answer = await call('/forms/contact', { method: 'POST', body: String(init.body), peer })
      tries.push(answer)
      return new Response(answer.body, { status: answer.status })
    }) as typeof fetch
    for (let visit = 1; ; visit++) {
      const at = Date.now()
      tries = []
      const outcome = await postForm('/forms/contact', fields, { fetcher: throughEdge })
      resent += Math.max(0, tries.length - 1)
      if (tries.length > 1 && nearKill(at)) resentAtKill++
      if (outcome.kind === 'success') {
        accepted.push(email)
        postTimes.push(Date.now() - at)
        break
      }
      const inWindow =
        postgresWindow !== null &&
        at >= postgresWindow.from - 1_000 &&
        at <= postgresWindow.to + 5_000
      if (outcome.kind === 'failed' && inWindow && visit < 10) {
        // The site's answer while its database is away ("cannot store it now"): the
        // visitor, told so, sends it again a little later.
        retried503++
        await sleep(1_000)
        continue
      }
      const last = tries.at(-1)
      failures.push(
        `POST ${email} at ${((at - started) / 1000).toFixed(1)} s, ${tries.length} tries: ${last ? `${last.status} ${last.body.slice(0, 120)}` : 'no answer'}${nearKill(at) ? ' (near a SIGKILL)' : ''}`,
      )
      break
    }
  }
}

/** The faults, on their schedule, until the run's end. */
async function nemesis(stack: Stack) {
  const at = (fraction: number) => started + loadStart + runMs * fraction
  const plan = [
    { when: at(0.2), done: false, act: () => redisRestart(stack) },
    { when: at(0.35), done: false, act: () => smtpOutage(stack) },
    { when: at(0.65), done: false, act: () => postgresRestart(stack) },
  ]
  let nextKill = Date.now() + 30_000
  const background: Promise<void>[] = []
  while (Date.now() < started + loadStart + runMs) {
    if (Date.now() >= nextKill) {
      nextKill += 30_000
      const port = instancePorts[Math.floor(Math.random() * instancePorts.length)] ?? base + 10
      killInstance(port)
      killTimes.push(Date.now())
      faults.push(`SIGKILL instance :${port}`)
      log(`SIGKILL instance :${port}; starting it again`)
      startInstance(port)
    }
    for (const step of plan) {
      if (!step.done && Date.now() >= step.when) {
        step.done = true
        background.push(step.act())
      }
    }
    await sleep(250)
  }
  await Promise.all(background)
}

async function redisRestart(stack: Stack) {
  log('Redis: killed, started again in 3 s (empty: it keeps nothing on disk)')
  faults.push('Redis restart')
  stopRedis(stack.redis)
  await sleep(3_000)
  startRedis(stack.redis)
}

async function smtpOutage(stack: Stack) {
  log('SMTP: down for 60 s')
  faults.push('SMTP down 60 s')
  await stack.smtp(false)
  await sleep(60_000)
  await stack.smtp(true)
  log('SMTP: up again')
}

async function postgresRestart(stack: Stack) {
  log('PostgreSQL: restart (fast: every connection cut)')
  faults.push('PostgreSQL restart')
  const from = Date.now()
  postgresWindow = { from, to: Number.POSITIVE_INFINITY }
  stack.restartPostgres()
  // The window ends when a post can be stored again: every instance answers ready.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    const ready = await Promise.all(
      instancePorts.map((port) =>
        fetch(`http://127.0.0.1:${port}/health/ready`).then(
          (answer) => answer.status === 200,
          () => true, // a killed instance restarting is not PostgreSQL's doing
        ),
      ),
    )
    if (ready.every(Boolean)) break
  }
  postgresWindow = { from, to: Date.now() }
  log(
    `PostgreSQL: back, instances ready ${((Date.now() - from) / 1000).toFixed(1)} s after the restart`,
  )
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

function figures(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const f = (value: number) => `${value.toFixed(0)} ms`
  return `${name}: ${times.length}, p50 ${f(percentile(sorted, 50))}, p99 ${f(percentile(sorted, 99))}, max ${f(sorted.at(-1) ?? Number.NaN)}`
}

let loadStart = 0
let stack: Stack | undefined
let caddy: ChildProcess | undefined
let status = 1
let cleaned = false
/** Ends what the run started: at its end, or when it is interrupted (Ctrl-C, SIGTERM). */
async function cleanUp() {
  if (cleaned) return
  cleaned = true
  loading = false
  for (const port of [...instances.keys()]) killInstance(port)
  if (caddy?.pid) {
    try {
      process.kill(-caddy.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await stack?.stop()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
}
try {
  if (!existsSync('/usr/bin/caddy') || !existsSync('/usr/bin/redis-server')) {
    throw new Error(
      'Debian’s caddy and redis-server are needed: apt-get install caddy redis-server',
    )
  }
  stack = await startStack('vonk-chaos-', base)
  logDir = path.join(stack.dir, 'logs')
  mkdirSync(logDir)
  log(`services up in ${stack.dir}; building the site for ${siteUrl} (.next-image)`)
  const shared = { ...stack.env, SITE_URL: siteUrl }
  if ((await buildSite(shared)) !== 0) throw new Error('the build failed')

  // The shipped edge, on ports of this run.
  const caddyHome = path.join(stack.dir, 'caddy')
  mkdirSync(caddyHome)
  const caddyOut = openSync(path.join(logDir, 'caddy.log'), 'a')
  caddy = spawn(
    '/usr/bin/caddy',
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    {
      detached: true,
      stdio: ['ignore', caddyOut, caddyOut],
      env: {
        ...process.env,
        SITE_ADDRESS: 'localhost',
        EDGE_HTTP_PORT: String(base + 20),
        EDGE_HTTPS_PORT: String(httpsPort),
        UPSTREAMS: instancePorts.map((port) => `127.0.0.1:${port}`).join(' '),
        NEXT_STATIC_DIR: path.resolve(siteDistDir, 'static'),
        XDG_DATA_HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
        HOME: caddyHome,
      },
    },
  )
  const caRoot = path.join(caddyHome, 'caddy/pki/authorities/local/root.crt')
  for (let waited = 0; !existsSync(caRoot) && waited < 30_000; waited += 250) await sleep(250)
  if (!existsSync(caRoot)) throw new Error('Caddy did not create its local CA')
  ca = readFileSync(caRoot)

  instanceEnv = {
    ...shared,
    NEXT_DIST_DIR: siteDistDir,
    HOSTNAME: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '4000',
  }
  for (const port of instancePorts) startInstance(port)
  await Promise.all(
    instancePorts.map((port) =>
      waitFor(`http://127.0.0.1:${port}/health/ready`, `:${port}`, 300_000),
    ),
  )
  await sleep(2_000)
  const first = await call('/')
  if (first.status !== 200) throw new Error(`the edge answers ${first.status} to /`)
  log(`three instances ready behind ${edge}; load and faults for ${minutes} min`)

  loadStart = Date.now() - started
  const readers = Array.from({ length: 4 }, (_, index) => reader(index))
  const writers = Array.from({ length: 6 }, async (_, index) => {
    await sleep(index * 350)
    await writer()
  })
  await nemesis(stack)
  loading = false
  await Promise.all([...readers, ...writers])
  log(`load over: ${pageTimes.length} page GETs, ${posts} posts, ${accepted.length} accepted`)
  log(figures('page GETs through the edge', pageTimes))
  log(figures('lead posts (201)', postTimes))

  // Every lead that got its 201 is stored, and mailed once each way.
  const database = new pg.Client({ connectionString: stack.env.DATABASE_URL })
  await database.connect()
  const stored = (
    await database.query<{ email: string }>('SELECT email FROM leads WHERE email LIKE $1', [
      `chaos-${run}-%`,
    ])
  ).rows.map((row) => row.email)
  await database.end()
  const storedSet = new Set(stored)
  const lost = accepted.filter((email) => !storedSet.has(email))
  if (lost.length > 0) failures.push(`accepted but not stored: ${lost.join(', ')}`)
  if (stored.length !== new Set(stored).size) failures.push('a lead was stored twice')

  let messages = await stack.messages()
  const complete = () =>
    accepted.every((email) => {
      const mails = mailsOf(messages, email)
      return mails.notifications >= 1 && mails.confirmations >= 1
    })
  for (
    // The longest a lead's mail may wait after a fault: a send cut off by a SIGKILL is
    // taken again once its claim is stale (staleSendMs, 2 min) and its job freed (twice
    // that), a job lost before it was queued once the lead is 5 min old (neverTakenUpMs);
    // the sweep looks once a minute, and the retries back off.
    const deadline = Date.now() + 7 * 60_000;
    !complete() && Date.now() < deadline;
    await sleep(2_000)
  ) {
    messages = await stack.messages()
  }
  // Time for a second copy to arrive, were one to be sent.
  await sleep(15_000)
  messages = await stack.messages()
  let mailed = 0
  for (const email of accepted) {
    const mails = mailsOf(messages, email)
    if (mails.notifications === 1 && mails.confirmations === 1) mailed++
    else
      failures.push(
        `${email}: ${mails.notifications} notifications, ${mails.confirmations} confirmations`,
      )
  }

  log(
    `faults injected: ${faults.length} (${[...new Set(faults.map((fault) => fault.replace(/ :\d+$/, '')))].map((kind) => `${faults.filter((fault) => fault.startsWith(kind)).length}× ${kind}`).join(', ')})`,
  )
  log(
    `leads: ${posts} posted, ${accepted.length} accepted (201), ${stored.length} stored, ` +
      `${mailed} with notification and confirmation once each; ${retried503} posts answered ` +
      `503 while PostgreSQL restarted, posted again; ${resent} tries sent again by the form ` +
      `(${resentAtKill} posts near a SIGKILL), none stored twice`,
  )
  if (pageTimes.length < 100) failures.push(`only ${pageTimes.length} page GETs`)
  if (accepted.length < 10) failures.push(`only ${accepted.length} leads accepted`)
  if (failures.length > 0) {
    log(`FAILURES (${failures.length}):\n  ${failures.slice(0, 50).join('\n  ')}`)
  }
  status = failures.length === 0 ? 0 : 1
} catch (error) {
  console.error('[chaos]', error instanceof Error ? error.message : error)
  status = 1
} finally {
  if (status !== 0 && logDir) {
    const files = [
      'caddy.log',
      '../mail-sink.log',
      ...instancePorts.map((port) => `instance-${port}.log`),
    ]
    for (const file of files) {
      const text = existsSync(path.join(logDir, file))
        ? readFileSync(path.join(logDir, file), 'utf8')
        : ''
      console.log(
        `[chaos] the last lines of ${file}:\n${text.trimEnd().split('\n').slice(-25).join('\n')}`,
      )
    }
  }
  await cleanUp()
}
log(`${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(status)
