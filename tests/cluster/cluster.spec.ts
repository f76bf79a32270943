import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { loopbackPeer, postJsonFrom, requestFrom } from '../e2e/support/peer'
import { connectedClients, freezeRedis, killRedis, startRedis, thawRedis } from './support/redis'

/*
 * Two production instances behind no balancer at all: each test alternates between
 * them (npm run test:cluster starts them, scripts/test-cluster.ts). Several instances
 * must behave as one: one cache, one set of limits, one media store, one mail queue.
 */
test.describe.configure({ mode: 'serial' })

const A = process.env.CLUSTER_A ?? ''
const B = process.env.CLUSTER_B ?? ''
const mail = process.env.CLUSTER_MAIL ?? ''
const notifyTo = 'leads@vonkdigital.test'

let token = ''
const auth = () => ({ Authorization: `JWT ${token}`, 'content-type': 'application/json' })

async function json<T>(response: Response): Promise<T> {
  expect(response.ok, `${response.status} ${response.url}`).toBe(true)
  return (await response.json()) as T
}

const page = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text()

test.beforeAll(async () => {
  // Logged in on A; the token works on B: one secret for both.
  const login = await fetch(`${A}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  token = (await json<{ token: string }>(login)).token
  const me = await json<{ user: { email: string } | null }>(
    await fetch(`${B}/api/users/me`, { headers: auth() }),
  )
  expect(me.user?.email).toBe(process.env.ADMIN_EMAIL)
})

test('a publish through A is on B’s page the first request after A answered', async () => {
  const found = await json<{ docs: { id: number; question: string }[] }>(
    await fetch(`${A}/api/faqs?where[group][equals]=general&limit=1&locale=nl&depth=0`),
  )
  const faq = found.docs[0]
  if (!faq) throw new Error('no FAQ')
  // Both instances have the page in the shared cache.
  expect(await page(B, '/faq')).toContain(faq.question)
  expect(await page(A, '/faq')).toContain(faq.question)
  const question = `Gedeeld tussen instanties ${Date.now()}?`
  try {
    const saved = await fetch(`${A}/api/faqs/${faq.id}?locale=nl`, {
      method: 'PATCH',
      headers: auth(),
      body: JSON.stringify({ question, _status: 'published' }),
    })
    expect(saved.ok).toBe(true)
    // No polling: one request on B, right after A answered.
    expect(await page(B, '/faq')).toContain(question)
    expect(await page(B, '/')).toContain(question)

    // A draft saved through B reaches no visitor on A.
    const draft = `${question} (concept)`
    await fetch(`${B}/api/faqs/${faq.id}?locale=nl&draft=true`, {
      method: 'PATCH',
      headers: auth(),
      body: JSON.stringify({ question: draft }),
    })
    expect(await page(A, '/faq')).not.toContain(draft)
  } finally {
    await fetch(`${A}/api/faqs/${faq.id}?locale=nl`, {
      method: 'PATCH',
      headers: auth(),
      body: JSON.stringify({ question: faq.question, _status: 'published' }),
    })
  }
})

test('a post created through A answers on B at once; renamed, its old slug redirects on B', async () => {
  const models = await json<{ docs: Record<string, unknown>[] }>(
    await fetch(`${A}/api/blog-posts?limit=1&depth=0&locale=nl`),
  )
  const model = models.docs[0] as { category: string; image: number }
  const slug = `gedeeld-${Date.now()}`
  const created = await json<{ doc: { id: number } }>(
    await fetch(`${A}/api/blog-posts?locale=nl`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({
        slug,
        title: 'Een bericht voor beide instanties',
        excerpt: 'Aangemaakt op A, gelezen op B.',
        author: 'Vonk Digital',
        date: new Date().toISOString(),
        readTime: 2,
        category: model.category,
        image: model.image,
        format: 'paragraphs',
        paragraphs: [{ text: 'Een alinea.' }],
        _status: 'published',
      }),
    }),
  )
  const id = created.doc.id
  try {
    expect((await fetch(`${B}/blogs/${slug}`)).status).toBe(200)
    expect((await fetch(`${B}/fr/blogs/${slug}`)).status).toBe(200)
    expect(await page(B, '/blogs')).toContain(`/blogs/${slug}`)

    const renamed = `${slug}-nieuw`
    await json(
      await fetch(`${A}/api/blog-posts/${id}`, {
        method: 'PATCH',
        headers: auth(),
        body: JSON.stringify({ slug: renamed }),
      }),
    )
    const old = await fetch(`${B}/blogs/${slug}`, { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(new URL(old.headers.get('location') ?? '', B).pathname).toBe(`/blogs/${renamed}`)
    expect((await fetch(`${B}/blogs/${renamed}`)).status).toBe(200)
  } finally {
    await fetch(`${A}/api/blog-posts/${id}`, { method: 'DELETE', headers: auth() })
  }
})

test('six contact posts from one visitor, spread over A and B: the sixth is refused', async () => {
  const peer = loopbackPeer()
  const statuses: number[] = []
  for (let index = 0; index < 6; index++) {
    const response = await postJsonFrom(peer, `${index % 2 ? B : A}/forms/contact`, {
      name: 'Een bezoeker',
      email: `limiet-${Date.now()}-${index}@example.com`,
      subject: 'general',
      message: 'Vijf mogen, de zesde niet.',
      locale: 'nl',
    })
    statuses.push(response.status)
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
})

/**
 * A request and how long its answer took; after five seconds it counts as no answer
 * (status 0), so a hanging instance fails the test instead of stalling it.
 */
async function timed(peer: string, url: string, data?: unknown) {
  const started = performance.now()
  const request = data === undefined ? requestFrom(peer, url) : postJsonFrom(peer, url, data)
  const noAnswer = new Promise<{ status: number; text: string }>((resolve) =>
    setTimeout(() => resolve({ status: 0, text: '' }), 5_000),
  )
  const answer = await Promise.race([request, noAnswer])
  return { ...answer, ms: Math.round(performance.now() - started) }
}

const contact = (email: string) => ({
  name: 'Een bezoeker',
  email,
  subject: 'general',
  message: 'Tijdens een storing van Redis.',
  locale: 'nl',
})

/** Pages the instances served before the outage, and one that does not exist. */
const pages = ['/', '/faq', '/cases/bennh', '/blogs', '/en/contact']
const unknownPage = '/bestaat-niet-tijdens-storing'

async function expectServedWithinASecond(outage: string) {
  // Every miss is noted and reported together, so a failure shows the whole picture.
  const problems: string[] = []
  const note = (what: string, answer: { status: number; ms: number }, status: number) => {
    if (answer.status !== status || answer.ms >= 1_000)
      problems.push(`${outage}: ${what} answered ${answer.status} in ${answer.ms} ms`)
  }
  const run = Date.now()
  const accepted: string[] = []
  for (const origin of [A, B]) {
    for (const path of pages)
      note(`${origin}${path}`, await timed(loopbackPeer(), `${origin}${path}`), 200)
    const missing = await timed(loopbackPeer(), `${origin}${unknownPage}`)
    note(`${origin}${unknownPage}`, missing, 404)
    if (!missing.text.includes('Pagina niet gevonden'))
      problems.push(`${outage}: ${origin}${unknownPage} came without its not-found text`)
    // A form post: accepted and stored.
    const email = `storing-${outage}-${run}-${accepted.length}@example.com`
    const post = await timed(loopbackPeer(), `${origin}/forms/contact`, contact(email))
    note(`a contact post to ${origin}`, post, 201)
    if (post.status === 201) accepted.push(email)
    // The limits' stated policy: each instance keeps them in its own memory meanwhile.
    const peer = loopbackPeer()
    const statuses: number[] = []
    for (let index = 0; index < 6; index++) {
      const answer = await timed(
        peer,
        `${origin}/forms/contact`,
        contact(`reeks-${outage}-${run}-${accepted.length}-${index}@example.com`),
      )
      note(`post ${index + 1} of one visitor to ${origin}`, answer, answer.status)
      statuses.push(answer.status)
    }
    if (statuses.join() !== '201,201,201,201,201,429')
      problems.push(`${outage}: one visitor's six posts to ${origin} got ${statuses.join()}`)
    const login = await timed(loopbackPeer(), `${origin}/api/users/login`, {
      email: process.env.ADMIN_EMAIL,
      password: process.env.ADMIN_PASSWORD,
    })
    // A login hashes the password, deliberately slow work whose time follows the
    // machine's load (1.9 s once here, with a load average above 20 on two cores): it
    // must answer, within `timed`'s five seconds, not within a page's second.
    if (login.status !== 200)
      problems.push(
        `${outage}: an admin login on ${origin} answered ${login.status} in ${login.ms} ms`,
      )
  }
  expect(problems).toEqual([])
  const stored = await json<{ docs: { email: string }[] }>(
    await fetch(`${B}/api/leads?where[email][like]=storing-${outage}-${run}&limit=10&depth=0`, {
      headers: auth(),
    }),
  )
  expect(stored.docs.map((lead) => lead.email).sort()).toEqual(accepted.sort())
  expect(accepted).toHaveLength(2)
}

/** Both instances connected again, each with its two clients (site and page cache). */
async function expectReconnected() {
  await expect
    .poll(
      async () => {
        const names = await connectedClients()
        return ['vonk-site', 'vonk-cache'].map((name) => names.filter((n) => n === name).length)
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toEqual([2, 2])
}

async function expectSharedAgain(outage: string) {
  // An instance that met no answer goes on without Redis for a second before it asks
  // again (pauseMs in src/lib/redisClient.ts); connected is not yet asking.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  // Served again through Redis (after the crash it is empty, so these render anew).
  for (const origin of [A, B]) {
    for (const path of pages) {
      const answer = await timed(loopbackPeer(), `${origin}${path}`)
      expect(answer.status, `${outage}, back: ${origin}${path}`).toBe(200)
    }
    const missing = await timed(loopbackPeer(), `${origin}${unknownPage}`)
    expect(missing.status, `${outage}, back: ${origin}${unknownPage}`).toBe(404)
    expect(missing.text).toContain('Pagina niet gevonden')
  }
  // One set of limits again: six posts over A and B, the sixth refused.
  const peer = loopbackPeer()
  const statuses: number[] = []
  for (let index = 0; index < 6; index++) {
    const email = `terug-${outage}-${Date.now()}-${index}@example.com`
    statuses.push(
      (await postJsonFrom(peer, `${index % 2 ? B : A}/forms/contact`, contact(email))).status,
    )
  }
  expect(statuses, `${outage}, back: six posts over A and B`).toEqual([
    201, 201, 201, 201, 201, 429,
  ])
}

test('Redis hung, then crashed: pages and forms answer within a second, logins answer; back, limits are shared again', async () => {
  test.setTimeout(240_000)
  // Both instances have served these pages (and read the proxy's lists) before.
  for (const origin of [A, B]) {
    for (const path of [...pages, unknownPage]) await fetch(`${origin}${path}`)
  }

  freezeRedis()
  try {
    await expectServedWithinASecond('hung')
  } finally {
    thawRedis()
  }
  await expectReconnected()
  await expectSharedAgain('hung')

  await killRedis()
  try {
    await expectServedWithinASecond('crashed')
  } finally {
    startRedis()
  }
  await expectReconnected()
  await expectSharedAgain('crashed')
})

test('an image uploaded through A is on B’s page, served by B', async () => {
  const file = readFileSync(path.resolve('content/seed/media/cases/gaivota/hero.webp'))
  const form = new FormData()
  form.append('file', new Blob([file], { type: 'image/webp' }), `gedeeld-${Date.now()}.webp`)
  form.append('_payload', JSON.stringify({ alt: 'Gedeeld beeld van de cluster-test' }))
  const uploaded = await json<{ doc: { id: number; filename: string; filesize: number } }>(
    await fetch(`${A}/api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    }),
  )
  const studies = await json<{ docs: { id: number; image: number }[] }>(
    await fetch(`${A}/api/case-studies?where[slug][equals]=bennh&depth=0`),
  )
  const study = studies.docs[0]
  if (!study) throw new Error('no case bennh')
  try {
    await json(
      await fetch(`${A}/api/case-studies/${study.id}`, {
        method: 'PATCH',
        headers: auth(),
        body: JSON.stringify({ image: uploaded.doc.id }),
      }),
    )
    const html = await page(B, '/cases/bennh')
    expect(html).toContain('Gedeeld beeld van de cluster-test')
    // B serves the file A stored: from the bucket, as A serves it.
    const fileOf = async (origin: string) => {
      const response = await fetch(`${origin}/api/media/file/${uploaded.doc.filename}`)
      expect(response.status).toBe(200)
      return Buffer.from(await response.arrayBuffer())
    }
    const [fromA, fromB] = [await fileOf(A), await fileOf(B)]
    expect(fromB.length).toBe(uploaded.doc.filesize)
    expect(Buffer.compare(fromA, fromB)).toBe(0)
    // The optimised image next/image asks for, made by B from the bucket's file.
    const optimised = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)/.exec(
      html.slice(html.indexOf(uploaded.doc.filename) - 200),
    )
    expect(optimised).not.toBeNull()
    const resized = await fetch(`${B}/_next/image?url=${optimised?.[1]}&w=${optimised?.[2]}&q=75`, {
      headers: { accept: 'image/avif,image/webp' },
    })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toMatch(/^image\//)
  } finally {
    await fetch(`${A}/api/case-studies/${study.id}`, {
      method: 'PATCH',
      headers: auth(),
      body: JSON.stringify({ image: study.image }),
    })
  }
})

type SinkMessage = { to: string[]; subject: string; text: string }
const messages = async () => json<SinkMessage[]>(await fetch(`${mail}/messages`))

test('100 leads posted to both instances, both sending mail: each notification once', async () => {
  test.setTimeout(300_000)
  const run = Date.now()
  const emails = Array.from({ length: 100 }, (_, index) => `honderd-${run}-${index}@example.com`)
  // As the enhanced form posts: a start token and a person's pace, so each lead is
  // confirmed to its visitor too (a post without a token is held for review, and
  // confirmed to nobody).
  const tokens = await Promise.all(
    emails.map(async (_, index) => {
      const answer = await fetch(`${index % 2 ? B : A}/forms/token?form=contact`)
      return ((await answer.json()) as { token: string }).token
    }),
  )
  await new Promise((resolve) => setTimeout(resolve, 2_100))
  const answers = await Promise.all(
    emails.map((email, index) =>
      // Each from its own loopback address: a hundred visitors, not one flood.
      postJsonFrom(loopbackPeer(), `${index % 2 ? B : A}/forms/contact`, {
        name: `Bezoeker ${index}`,
        email,
        subject: 'general',
        message: 'Honderd tegelijk.',
        locale: 'nl',
        startedAt: tokens[index],
      }),
    ),
  )
  expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([])
  const notificationsOf = (all: SinkMessage[], email: string) =>
    all.filter((message) => message.to.includes(notifyTo) && message.text.includes(email))
  // The notification and the visitor's confirmation are separate jobs: wait for both
  // (waiting for the notifications alone left some confirmations on their way, also
  // before the Redis changes, on a loaded machine).
  await expect
    .poll(
      async () => {
        const all = await messages()
        return emails.filter(
          (email) =>
            notificationsOf(all, email).length >= 1 &&
            all.some((message) => message.to.includes(email)),
        ).length
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(100)
  // A little longer: a second runner sending the same mail would show up now.
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const all = await messages()
  for (const email of emails) {
    expect(notificationsOf(all, email), email).toHaveLength(1)
    expect(
      all.filter((message) => message.to.includes(email)),
      email,
    ).toHaveLength(1)
  }
})

test('killing A in the middle of posts loses no lead that got a 201', async () => {
  const group = Number(process.env.CLUSTER_A_GROUP)
  expect(group).toBeGreaterThan(0)
  const run = Date.now()
  const accepted: string[] = []
  const posts = Array.from({ length: 60 }, async (_, index) => {
    const email = `onderbroken-${run}-${index}@example.com`
    // Spread over a second and a half, so the kill lands in the middle of them.
    await new Promise((resolve) => setTimeout(resolve, index * 25))
    const answer = await postJsonFrom(loopbackPeer(), `${A}/forms/contact`, {
      name: `Bezoeker ${index}`,
      email,
      subject: 'general',
      message: 'Tijdens een crash.',
      locale: 'nl',
    }).catch(() => null)
    if (answer?.status === 201) accepted.push(email)
  })
  await new Promise((resolve) => setTimeout(resolve, 700))
  process.kill(-group, 'SIGKILL')
  await Promise.all(posts)
  expect(accepted.length).toBeGreaterThan(0)
  expect(accepted.length).toBeLessThan(60)
  // B answers for the shared database: every accepted lead is there.
  const stored = await json<{ docs: { email: string }[] }>(
    await fetch(`${B}/api/leads?where[email][like]=onderbroken-${run}&limit=100&depth=0`, {
      headers: auth(),
    }),
  )
  const emails = new Set(stored.docs.map((lead) => lead.email))
  expect(accepted.filter((email) => !emails.has(email))).toEqual([])
})
