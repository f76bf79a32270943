import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { editorToken } from './support/editor'
import { firstFaq, type Faq } from './support/editorial'

// Edits shared content: run these one after another.
test.describe.configure({ mode: 'serial' })

test('a saved edit appears on the static page, in its language only', async ({ request }) => {
  const token = await editorToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const faq = await firstFaq(request, 'general', 'en')
  const original = faq?.question ?? ''
  const edited = `${original} (updated ${Date.now()})`

  const save = await request.patch(`/api/faqs/${faq?.id}?locale=en`, {
    headers,
    data: { question: edited },
  })
  expect(save.ok()).toBe(true)
  try {
    await expect
      .poll(async () => (await request.get('/en/faq')).text(), { timeout: 15_000 })
      .toContain(edited)
    expect(await (await request.get('/faq')).text()).not.toContain(edited)
  } finally {
    await request.patch(`/api/faqs/${faq?.id}?locale=en`, { headers, data: { question: original } })
  }
  await expect
    .poll(async () => (await request.get('/en/faq')).text(), { timeout: 15_000 })
    .not.toContain(edited)
})

test('a page rendered again after a save goes out passed, from its very first answer', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const faq = await firstFaq(request, 'ecommerce', 'en')
  const original = faq?.question ?? ''
  const edited = `${original} (passed ${Date.now()})`
  const save = await request.patch(`/api/faqs/${faq?.id}?locale=en`, {
    headers,
    data: { question: edited },
  })
  expect(save.ok()).toBe(true)
  try {
    // The first request after the save renders the page (its tags expired, not stale).
    const first = await request.get('/en/faq')
    const html = await first.text()
    expect(html).toContain(edited)
    const [head = ''] = html.split('</head>')
    expect(head).toMatch(/<style>[^<]*\.faq-item/)
    const policy = first.headers()['content-security-policy'] ?? ''
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    // Every inline script the browser runs: no src, no type (JSON-LD is a data block).
    const inline = /<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g
    const hashes = [...html.matchAll(inline)].map(
      ([, text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    )
    expect(hashes.length).toBeGreaterThan(0)
    expect(scriptSrc).toBe(`script-src 'self' ${[...new Set(hashes)].join(' ')}`)
    expect(policy.match(/script-src/g)).toHaveLength(1)
  } finally {
    await request.patch(`/api/faqs/${faq?.id}?locale=en`, { headers, data: { question: original } })
  }
})

test('an emptied blog category shows the empty message and a zero count', async ({ request }) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const found = await request.get(
    '/api/blog-posts?where[category][equals]=branding&limit=50&depth=0',
  )
  const ids = ((await found.json()) as { docs: { id: number }[] }).docs.map((post) => post.id)
  expect(ids.length).toBeGreaterThan(0)
  const move = (category: string) =>
    Promise.all(
      ids.map((id) => request.patch(`/api/blog-posts/${id}`, { headers, data: { category } })),
    )
  await move('ecommerce')
  try {
    await expect
      .poll(async () => (await request.get('/blogs?category=branding')).text(), { timeout: 15_000 })
      .toContain('Nog geen blog posts hier!')
    expect(await (await request.get('/en/blogs?category=branding')).text()).toContain(
      'No blog posts here yet!',
    )
  } finally {
    await move('branding')
  }
  await expect
    .poll(async () => (await request.get('/blogs?category=branding')).text(), { timeout: 15_000 })
    .not.toContain('Nog geen blog posts hier!')
})

test('a saved title redraws the share card of its page, in its language only', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const found = await request.get('/api/pages?where[slug][equals]=werken-bij&locale=en&depth=0')
  const page = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
  expect(page).toBeDefined()
  const card = async (locale: string) =>
    (await request.get(`/og/${locale}/werken-bij/image.png`)).body()
  const [english, dutch] = [await card('en'), await card('nl')]
  const save = (title: string) =>
    request.patch(`/api/pages/${page?.id}?locale=en`, { headers, data: { title } })
  expect((await save(`${page?.title} and more`)).ok()).toBe(true)
  try {
    await expect
      .poll(async () => (await card('en')).equals(english), { timeout: 15_000 })
      .toBe(false)
    expect((await card('nl')).equals(dutch)).toBe(true)
  } finally {
    await save(page?.title ?? '')
  }
  await expect.poll(async () => (await card('en')).equals(english), { timeout: 15_000 }).toBe(true)
})

test('anonymous visitors cannot change content through the API', async ({ request }) => {
  const found = await request.get('/api/faqs?limit=1&depth=0')
  const faq = ((await found.json()) as { docs: Faq[] }).docs[0]
  const attempt = await request.patch(`/api/faqs/${faq?.id}`, { data: { question: 'defaced' } })
  expect(attempt.status()).toBe(403)
  const users = await request.get('/api/users')
  expect(users.status()).toBe(403)
})

test('the admin is served by the same app', async ({ request }) => {
  expect((await request.get('/admin')).status()).toBe(200)
})
