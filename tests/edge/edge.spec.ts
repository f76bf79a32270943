import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { get as httpGet } from 'node:http'
import { Agent } from 'node:https'
import { createRequire } from 'node:module'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'

import type { ObservatoryTest } from '@mdn/mdn-http-observatory'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { loopbackPeer } from '../e2e/support/peer'
import { type Answer, call, edge, postJson } from './support/client'
import {
  instanceEnv,
  instanceOrigin,
  readinessOf,
  startInstance,
  stopInstance,
  waitUntilReady,
} from './support/instances'

/*
 * The production edge (deploy/Caddyfile, Debian's caddy) on https://localhost in front of
 * instances A and B (npm run test:edge, scripts/test-edge.ts). In order: the rolling
 * restart comes last.
 */
test.describe.configure({ mode: 'serial' })

const staticDir = process.env.EDGE_STATIC_DIR ?? ''
const mail = process.env.EDGE_MAIL ?? ''
const notifyTo = 'leads@vonkdigital.test'
const hsts = 'max-age=31536000; includeSubDomains'
const admin = { email: 'edge-admin@vonkdigital.test', password: 'edge-Admin-password-1' }

test.beforeAll(async () => {
  test.setTimeout(300_000)
  startInstance('a')
  startInstance('b')
  await Promise.all([waitUntilReady('a'), waitUntilReady('b')])
  // The edge has seen both healthy (it asks every second).
  await new Promise((resolve) => setTimeout(resolve, 2_000))
})

test('TLS with HTTP/2, a 301 from http:// to https:// on the same host, HSTS for a year', async () => {
  // HTTP/2 over TLS, with a certificate Node verifies (Caddy's local CA for localhost).
  const session = connect(edge)
  try {
    const answer = await new Promise<{ status: number; hsts: string; alpn: string; tls: string }>(
      (resolve, reject) => {
        session.on('error', reject)
        const stream = session.request({ ':path': '/', 'accept-encoding': 'identity' })
        stream.on('response', (headers) => {
          stream.resume()
          const socket = session.socket as import('node:tls').TLSSocket
          resolve({
            status: Number(headers[':status']),
            hsts: String(headers['strict-transport-security']),
            alpn: session.alpnProtocol ?? '',
            tls: socket.getProtocol() ?? '',
          })
        })
        stream.end()
      },
    )
    expect(answer).toEqual({ status: 200, hsts, alpn: 'h2', tls: 'TLSv1.3' })
  } finally {
    session.close()
  }

  // http:// answers 301 to the same host and path over https, for pages and forms alike.
  for (const target of ['/', '/contact?onderwerp=web', '/forms/contact']) {
    const redirect = await new Promise<{ status: number; location: string }>((resolve, reject) =>
      httpGet(`http://localhost${target}`, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? '' })
      }).on('error', reject),
    )
    expect(redirect).toEqual({ status: 301, location: `https://localhost${target}` })
  }

  // HSTS on what the app answers and on what Caddy serves itself.
  const chunk = await firstChunk()
  for (const answer of [await call('/faq'), await call(chunk), await call('/bestaat-niet')]) {
    expect(answer.headers['strict-transport-security']).toBe(hsts)
  }
})

/** The first script file the home page loads. */
async function firstChunk(): Promise<string> {
  const home = await call('/', { headers: { 'accept-encoding': 'identity' } })
  const src = home.body.toString('utf8').match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  if (!src) throw new Error('no script on the home page')
  return src
}

test('static chunks: precompressed Brotli of brotli -q 11’s size, gzip, immutable for a year', async () => {
  const src = await firstChunk()
  const file = path.join(staticDir, src.slice('/_next/static/'.length))
  const original = readFileSync(file)
  const quality11 = execFileSync('brotli', ['-q', '11', '-c', file])

  const br = await call(src, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  expect(br.status).toBe(200)
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(br.headers.vary).toContain('Accept-Encoding')
  expect(br.body.length).toBe(quality11.length)
  expect(brotliDecompressSync(br.body).equals(original)).toBe(true)

  const gz = await call(src, { headers: { 'accept-encoding': 'gzip' } })
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(gz.body.length).toBe(readFileSync(`${file}.gz`).length)
  expect(gunzipSync(gz.body).equals(original)).toBe(true)

  const plain = await call(src, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.equals(original)).toBe(true)
})

/** The page's external scripts (not `nomodule`), each once, in document order. */
function scriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => attributes)
  const sources = tags
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => !!src)
  return [...new Set(sources)]
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** Bytes on the wire from instance A directly (no edge), and their coding. */
function direct(target: string, accept: string): Promise<{ length: number; coding: string }> {
  return new Promise((resolve, reject) => {
    httpGet(
      `${instanceOrigin('a')}${target}`,
      { headers: { 'accept-encoding': accept } },
      (response) => {
        let length = 0
        response.on('data', (chunk: Buffer) => (length += chunk.length))
        response.on('end', () =>
          resolve({ length, coding: response.headers['content-encoding'] ?? 'identity' }),
        )
      },
    ).on('error', reject)
  })
}

test('what a phone downloads: every first-load script as its .br file, the HTML compressed', async () => {
  const figures: string[] = []
  for (const page of ['/', '/cases/gaivota', '/faq']) {
    const html = await call(page, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const coding = html.headers['content-encoding'] ?? ''
    const scripts = scriptsOf(decode(html, coding))
    expect(scripts.length).toBeGreaterThan(0)
    let br = 0
    let gzip = 0
    for (const src of scripts) {
      const file = path.join(staticDir, src.slice('/_next/static/'.length))
      const asBr = await call(src, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      expect(asBr.headers['content-encoding'], src).toBe('br')
      expect(asBr.body.length, src).toBe(readFileSync(`${file}.br`).length)
      br += asBr.body.length
      gzip += (await call(src, { headers: { 'accept-encoding': 'gzip' } })).body.length
    }
    const htmlGzip = await call(page, { headers: { 'accept-encoding': 'gzip' } })
    expect(htmlGzip.headers['content-encoding']).toBe('gzip')
    // The same page and scripts from instance A itself, as `npm start` alone sends them.
    const accept = 'gzip, deflate, br, zstd'
    let directJs = 0
    for (const src of scripts) directJs += (await direct(src, accept)).length
    const directHtml = await direct(page, accept)
    figures.push(
      `${page}: first-load JS ${kB(br)} Brotli / ${kB(gzip)} gzip (${scripts.length} files), ` +
        `HTML ${kB(html.body.length)} ${coding} / ${kB(htmlGzip.body.length)} gzip; ` +
        `without the edge: JS ${kB(directJs)}, HTML ${kB(directHtml.length)} ${directHtml.coding}`,
    )
  }
  console.log(`[edge] transfer sizes through the edge:\n  ${figures.join('\n  ')}`)
})

test('HTML is compressed once: one coding that decodes to the page', async () => {
  for (const accept of ['gzip, deflate, br, zstd', 'gzip']) {
    const page = await call('/faq', { headers: { 'accept-encoding': accept } })
    expect(page.status).toBe(200)
    const coding = page.headers['content-encoding'] ?? ''
    expect(coding, accept).toMatch(/^(br|gzip|zstd)$/)
    expect(decode(page, coding)).toContain('<html')
  }
})

function decode(answer: Answer, coding: string): string {
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8')
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8')
  if (coding === 'zstd') return zstdDecompressSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

const contact = (email: string, startedAt?: string) => ({
  name: 'Een bezoeker',
  email,
  subject: 'general',
  message: 'Via de edge.',
  locale: 'nl',
  ...(startedAt ? { startedAt } : {}),
})

test('limits count each visitor through the edge; an X-Forwarded-For a client sends is not believed', async () => {
  const run = Date.now()
  const post = (peer: string, index: number, forged?: string) =>
    call('/forms/contact', {
      method: 'POST',
      peer,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(forged ? { 'x-forwarded-for': forged } : {}),
      },
      body: JSON.stringify(contact(`limiet-${run}-${peer}-${index}@example.com`)),
    })
  // One visitor: five posts over both instances, the sixth refused.
  const first = loopbackPeer()
  const statuses: number[] = []
  for (let index = 0; index < 6; index++) statuses.push((await post(first, index)).status)
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  // Another visitor is not held by the first one's posts: Caddy's own address is not the key.
  expect((await post(loopbackPeer(), 0)).status).toBe(201)
  // A visitor naming a new address in X-Forwarded-For on each post is still one visitor.
  const forger = loopbackPeer()
  const forged: number[] = []
  for (let index = 0; index < 6; index++)
    forged.push((await post(forger, index, `203.0.113.${index + 1}`)).status)
  expect(forged).toEqual([201, 201, 201, 201, 201, 429])
  // And naming the refused visitor's address does not make another visitor refused.
  expect((await post(loopbackPeer(), 0, first)).status).toBe(201)
})

/** The scanner's HSTS preload list (its install script would download it): empty is honest for localhost. */
function ensurePreloadList(): void {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))
  const list = path.join(root, 'conf', 'hsts-preload.json')
  if (!existsSync(list)) writeFileSync(list, '{}')
}

test('the HTTP Observatory scores the edge A+, 100 or more, with every test counted', async () => {
  ensurePreloadList()
  const { scan } = await import('@mdn/mdn-http-observatory')
  // As it scans a real site: http://localhost/ and https://localhost/ on ports 80 and 443.
  const result = await scan('localhost')
  const tests = result.tests as Record<string, ObservatoryTest>
  console.log(
    `[edge] Observatory: ${result.scan.score} (${result.scan.grade}); ` +
      Object.entries(tests)
        .map(([name, outcome]) => `${name} ${outcome.scoreModifier} ${outcome.result}`)
        .join('; '),
  )
  expect(result.scan.error).toBeNull()
  expect(Object.entries(tests).filter(([, outcome]) => outcome.pass === false)).toEqual([])
  expect(tests.redirection?.result).toBe('redirection-to-https')
  expect(tests['strict-transport-security']?.result).toBe(
    'hsts-implemented-max-age-at-least-six-months',
  )
  expect(result.scan.score).toBeGreaterThanOrEqual(100)
  expect(result.scan.grade).toBe('A+')
})

test('health: live and ready answer without detail; a pending migration takes both instances out', async () => {
  for (const target of ['/health/live', '/health/ready']) {
    const answer = await call(target, { headers: { 'accept-encoding': 'identity' } })
    expect(answer.status, target).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body.toString('utf8')).toBe(
      target.endsWith('live') ? '{"status":"live"}' : '{"status":"ready"}',
    )
  }
  // The database forgets its newest migration, as after deploying a build whose
  // migration did not run: neither instance may get visitors, and the edge sends none.
  const database = new pg.Client({ connectionString: instanceEnv().DATABASE_URL })
  await database.connect()
  try {
    const { rows } = await database.query<{ id: number; name: string; batch: number }>(
      'SELECT id, name, batch FROM payload_migrations ORDER BY name DESC LIMIT 1',
    )
    const newest = rows[0]
    if (!newest) throw new Error('no migration recorded')
    await database.query('DELETE FROM payload_migrations WHERE id = $1', [newest.id])
    try {
      for (const name of ['a', 'b'] as const) {
        expect(await readinessOf(name)).toEqual({
          status: 503,
          body: '{"status":"not-ready","reason":"migrations"}',
        })
      }
      // Caddy has no healthy instance left once its next check ran: after trying for
      // lb_try_duration (10 s) it answers 503 itself.
      await expect
        .poll(async () => (await call('/faq')).status, { timeout: 40_000, intervals: [250] })
        .toBe(503)
    } finally {
      await database.query(
        'INSERT INTO payload_migrations (id, name, batch, updated_at, created_at) VALUES ($1, $2, $3, now(), now())',
        [newest.id, newest.name, newest.batch],
      )
    }
    await Promise.all([waitUntilReady('a'), waitUntilReady('b')])
    await expect
      .poll(async () => (await call('/faq')).status, { timeout: 20_000, intervals: [250] })
      .toBe(200)
  } finally {
    await database.end()
  }
})

type SinkMessage = { to: string[]; text: string }
const messages = async () => (await (await fetch(`${mail}/messages`)).json()) as SinkMessage[]

test('a rolling restart of A, then B, under steady load: no failed request, no lost lead, each mail once', async () => {
  test.setTimeout(600_000)
  const run = Date.now()
  const failures: string[] = []
  const accepted: string[] = []
  let pages = 0
  let posts = 0
  let loading = true

  // Pages: four visitors each reading page after page over keep-alive connections.
  const paths = ['/', '/faq', '/cases/gaivota', '/en/contact', '/blogs', '/over-ons']
  const readers = Array.from({ length: 4 }, async (_, reader) => {
    const agent = new Agent({ keepAlive: true, localAddress: loopbackPeer() } as never)
    for (let index = reader; loading; index++) {
      const target = paths[index % paths.length] ?? '/'
      const answer = await call(target, { agent }).catch((error: Error) => error)
      if (answer instanceof Error || answer.status !== 200)
        failures.push(`GET ${target}: ${answer instanceof Error ? answer.message : answer.status}`)
      pages++
    }
    agent.destroy()
  })
  // Posts: leads as the enhanced form sends them (a start token, a person's pace, 2.1 s
  // between them), each from a visitor of its own.
  const write = async () => {
    while (loading) {
      const peer = loopbackPeer()
      const email = `rollend-${run}-${posts++}@example.com`
      const token = await call('/forms/token?form=contact', { peer }).catch((error: Error) => error)
      if (token instanceof Error || token.status !== 200) {
        failures.push(`GET token: ${token instanceof Error ? token.message : token.status}`)
        continue
      }
      const startedAt = (JSON.parse(token.body.toString('utf8')) as { token: string }).token
      await new Promise((resolve) => setTimeout(resolve, 2_100))
      const answer = await postJson('/forms/contact', contact(email, startedAt), peer).catch(
        (error: Error) => error,
      )
      if (answer instanceof Error || answer.status !== 201)
        failures.push(`POST ${email}: ${answer instanceof Error ? answer.message : answer.status}`)
      else accepted.push(email)
    }
  }
  // Six writers a little apart: a post is on its way at almost any moment.
  const writers = Array.from({ length: 6 }, async (_, offset) => {
    await new Promise((resolve) => setTimeout(resolve, offset * 350))
    await write()
  })

  await new Promise((resolve) => setTimeout(resolve, 5_000))
  for (const name of ['a', 'b'] as const) {
    const stopping = stopInstance(name)
    // From SIGTERM on the instance tells the edge it is not ready, while it still listens
    // (noted with the failures, so a run without it still shows what the load met).
    const notReady = '{"status":"not-ready","reason":"shutting-down"}'
    let seen = false
    for (const started = Date.now(); !seen && Date.now() - started < 5_000;) {
      seen = (await readinessOf(name))?.body === notReady
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (!seen) failures.push(`${name} never answered ${notReady} while stopping`)
    await stopping
    startInstance(name)
    await waitUntilReady(name)
    // Let the edge see it healthy and send it traffic before the next one stops.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  }
  loading = false
  await Promise.all([...readers, ...writers])

  console.log(
    `[edge] rolling restart: ${pages} page GETs, ${posts} form POSTs, ${failures.length} failed`,
  )
  expect(failures).toEqual([])
  expect(pages).toBeGreaterThan(50)
  expect(accepted.length).toBeGreaterThan(5)

  // Every lead that got its 201 is stored.
  const login = await postJson('/api/users/login', admin)
  const { token } = JSON.parse(login.body.toString('utf8')) as { token: string }
  const stored = await call(
    `/api/leads?where[email][like]=rollend-${run}&limit=1000&depth=0&pagination=false`,
    { headers: { authorization: `JWT ${token}` } },
  )
  const storedEmails = (
    JSON.parse(stored.body.toString('utf8')) as { docs: { email: string }[] }
  ).docs.map((lead) => lead.email)
  expect(storedEmails.sort()).toEqual([...accepted].sort())

  // Each lead's notification and confirmation arrive, once each.
  const notificationsOf = (all: SinkMessage[], email: string) =>
    all.filter((message) => message.to.includes(notifyTo) && message.text.includes(email))
  await expect
    .poll(
      async () => {
        const all = await messages()
        return accepted.filter(
          (email) =>
            notificationsOf(all, email).length >= 1 &&
            all.some((message) => message.to.includes(email)),
        ).length
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe(accepted.length)
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const all = await messages()
  for (const email of accepted) {
    expect(notificationsOf(all, email), email).toHaveLength(1)
    expect(
      all.filter((message) => message.to.includes(email)),
      email,
    ).toHaveLength(1)
  }
})
