import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { editorToken } from './support/editor'
import { editorBrowser, published } from './support/editorial'
import { siteUrl } from './support/env'
import { rawRequest } from './support/peer'
import { expect, test } from './support/test'

/*
 * Media of unpublished content stay private (issue 25, point 5). Anonymous visitors list
 * no media; the file of an image only a draft case shows is refused to them, directly
 * and through next/image's optimizer (which fetches without cookies); once the case is
 * published, both serve it. Editors see everything, in the API and in their preview.
 */

// Publishes and unpublishes a case: one after another, after the other specs.
test.describe.configure({ mode: 'serial' })

const fileUrl = (filename: string) => `/api/media/file/${encodeURIComponent(filename)}`
const optimizedUrl = (filename: string) =>
  `/_next/image?url=${encodeURIComponent(fileUrl(filename))}&w=640&q=75`

/**
 * The optimizer asked for by other spellings of its path: Next.js serves the optimizer
 * for every path that starts with `/_next/image` and keeps its copies by `url`, so a
 * gate on the exact path was passed by these (the review of issue 36, finding 1).
 */
const spelledOptimizer = (filename: string) =>
  ['/_next/image;x', '/_next/imageX', '/_next/image%2F', '//_next/image', '/_next/./image'].map(
    (path) => `${path}?url=${encodeURIComponent(fileUrl(filename))}&w=640&q=75`,
  )

/** Raw request lines (a client library would normalise the path), as an attacker sends them. */
async function spelledAnswers(filename: string) {
  return Promise.all(
    spelledOptimizer(filename).map(async (target) => {
      const head = `GET ${target} HTTP/1.1\nHost: ${new URL(siteUrl).host}\nAccept: image/webp\nConnection: close`
      return { target, ...(await rawRequest(siteUrl, head)) }
    }),
  )
}

/** A small image of its own, uploaded by an editor. */
async function upload(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const buffer = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer()
  const filename = `${name}-${Date.now()}.png`
  const created = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: filename, mimeType: 'image/png', buffer },
      _payload: JSON.stringify({ alt: `Embargobeeld ${filename}` }),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number; filename: string } }).doc
}

/** A record as input for a new one: without ids (array rows get their own) and dates. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

test('an image only a draft case shows stays private until the case is published', async ({
  request,
  playwright,
  baseURL,
  browser,
}) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const anonymous = await playwright.request.newContext({ baseURL })
  const model = await published(request, 'case-studies', 'gaivota')
  const image = await upload(request, headers, 'embargo')
  const slug = `embargo-${Date.now()}`
  let created: number | undefined
  try {
    // No listing, no record: not its name, not its alt text, in any language.
    for (const path of ['/api/media?pagination=false&locale=all', `/api/media/${image.id}`]) {
      const answer = await anonymous.get(path)
      expect([401, 403], path).toContain(answer.status())
      expect(await answer.text(), path).not.toContain(image.filename)
    }

    const draft = await request.post('/api/case-studies?draft=true&locale=nl', {
      headers,
      data: { ...(withoutIds(model) as object), slug, image: image.id, _status: 'draft' },
    })
    expect(draft.status(), await draft.text()).toBe(201)
    created = ((await draft.json()) as { doc: { id: number } }).doc.id

    const direct = await anonymous.get(fileUrl(image.filename))
    expect(direct.status()).toBe(403)
    const optimized = await anonymous.get(optimizedUrl(image.filename), {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    })
    expect(optimized.status()).toBeGreaterThanOrEqual(400)
    expect(optimized.status()).toBeLessThan(500)
    expect(optimized.headers()['content-type'] ?? '').not.toMatch(/^image\//)

    // The editor fetches the file; the optimizer does not (it sends no cookies), so the
    // editor's preview loads the file itself, and nothing private enters its cache.
    const { context } = await editorBrowser(browser, request, 'nl-NL')
    try {
      const page = await context.newPage()
      const shown = page.waitForResponse((response) => response.url().includes(image.filename))
      const opened = await page.goto(`/preview?path=/cases/${slug}&locale=nl`)
      expect(opened?.status()).toBe(200)
      expect((await shown).status()).toBe(200)
      // And asked for directly, as the editor's browser asks (its session cookie counts
      // only with a browser's same-origin headers: Payload's CSRF allowlist).
      const direct = await page.evaluate(
        async (url) => (await fetch(url)).status,
        fileUrl(image.filename),
      )
      expect(direct).toBe(200)
    } finally {
      await context.close()
    }
    expect((await anonymous.get(optimizedUrl(image.filename))).status()).toBeGreaterThanOrEqual(400)

    // Published: the case's page shows it through the optimizer, to everyone.
    const publish = await request.patch(`/api/case-studies/${created}?locale=nl`, {
      headers,
      data: { _status: 'published' },
    })
    expect(publish.ok(), await publish.text()).toBe(true)
    expect((await anonymous.get(fileUrl(image.filename))).status()).toBe(200)
    const resized = await anonymous.get(optimizedUrl(image.filename), {
      headers: { Accept: 'image/webp' },
    })
    expect(resized.status()).toBe(200)
    expect(resized.headers()['content-type']).toBe('image/webp')
    const html = await (await anonymous.get(`/cases/${slug}`)).text()
    expect(html).toContain(`/_next/image?url=${encodeURIComponent(fileUrl(image.filename))}`)
    // Other spellings of the optimizer are refused, also while the image is public: none
    // of them can fill the optimizer's cache or be answered from it.
    for (const answer of await spelledAnswers(image.filename)) {
      expect(answer.status, answer.target).toBe(400)
    }

    // Unpublished again: the file is private again, and the optimizer's copy (it keeps
    // what it made, also when its source later refuses) is not handed out either.
    const unpublish = await request.patch(`/api/case-studies/${created}?locale=nl`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublish.ok(), await unpublish.text()).toBe(true)
    expect((await anonymous.get(fileUrl(image.filename))).status()).toBe(403)
    const cached = await anonymous.get(optimizedUrl(image.filename), {
      headers: { Accept: 'image/webp' },
    })
    expect(cached.status()).toBe(403)
    expect(cached.headers()['content-type'] ?? '').not.toMatch(/^image\//)
    for (const answer of await spelledAnswers(image.filename)) {
      expect(answer.status, answer.target).toBe(400)
    }

    // Deleted, record and file: no spelling brings the optimizer's copy back.
    await request.delete(`/api/media/${image.id}`, { headers })
    for (const answer of await spelledAnswers(image.filename)) {
      expect(answer.status, answer.target).toBe(400)
    }
    const gone = await anonymous.get(optimizedUrl(image.filename))
    expect([403, 404]).toContain(gone.status())
  } finally {
    if (created) await request.delete(`/api/case-studies/${created}`, { headers })
    await request.delete(`/api/media/${image.id}`, { headers })
    await anonymous.dispose()
  }
})

test('the images of published content still reach visitors, on pages and share cards', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  try {
    const html = await (await anonymous.get('/cases/gaivota')).text()
    const sources = [...html.matchAll(/\/_next\/image\?url=([^&"]+)&amp;w=(\d+)/g)]
    expect(sources.length).toBeGreaterThan(0)
    for (const [, url, width] of sources.slice(0, 4)) {
      const file = await anonymous.get(decodeURIComponent(url ?? ''))
      expect(file.status(), url).toBe(200)
      const resized = await anonymous.get(`/_next/image?url=${url}&w=${width}&q=75`)
      expect(resized.status(), url).toBe(200)
    }
    const share = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(share).toBeDefined()
    expect((await anonymous.get(new URL(share ?? '').pathname)).status()).toBe(200)
  } finally {
    await anonymous.dispose()
  }
})
