import { expect, test, type APIRequestContext } from '@playwright/test'

import { editorToken } from './support/editor'
import { eventually, published } from './support/editorial'

/*
 * Exact refresh (issue 14): every page that shows a record is fresh after its save,
 * through cache tags per record, list, global and media item.
 */

test.describe.configure({ mode: 'serial' })

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await editorToken(request)}` }
}

/** The case pages in the editors' order, and the one before and after `slug`. */
async function neighboursOf(request: APIRequestContext, slug: string) {
  const response = await request.get('/api/case-studies?sort=order&depth=0&limit=100')
  const slugs = ((await response.json()) as { docs: { slug: string }[] }).docs.map((d) => d.slug)
  const index = slugs.indexOf(slug)
  const at = (offset: number) => slugs[(index + offset + slugs.length) % slugs.length] as string
  return { previous: at(-1), next: at(1) }
}

test('a case’s new title shows on its own page, its neighbours’ previous/next links, the overview and the home page', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const study = await published(request, 'case-studies', 'gaivota')
  const { previous, next } = await neighboursOf(request, 'gaivota')
  const original = (study.header as { title: string }).title
  const title = `Gaivota, opnieuw ${Date.now()}`
  const save = (value: string) =>
    request.patch(`/api/case-studies/${study.id}?locale=nl`, {
      headers,
      data: { header: { ...(study.header as object), title: value } },
    })
  expect((await save(title)).ok()).toBe(true)
  try {
    for (const path of ['/cases/gaivota', `/cases/${previous}`, `/cases/${next}`, '/cases', '/']) {
      await eventually(request, path, (html) => html.includes(title))
    }
  } finally {
    await save(original)
  }
})

test('a post’s new title shows on the related-post cards of another post; a new category moves the tab counts', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const response = await request.get('/api/blog-posts?sort=-date&depth=0&limit=100&locale=nl')
  const posts = (
    (await response.json()) as {
      docs: { id: number; slug: string; title: string; category: string }[]
    }
  ).docs
  // Two posts of one category: each shows the other among its related posts.
  const category = posts.find((one) => posts.filter((p) => p.category === one.category).length >= 2)
  const [post, sibling] = posts.filter((one) => one.category === category?.category)
  if (!post || !sibling) throw new Error('no category with two posts')
  const title = `${post.title} (bijgewerkt ${Date.now()})`
  const other = post.category === 'branding' ? 'ecommerce' : 'branding'
  const count = async (category: string) => {
    const html = await (await request.get('/blogs')).text()
    const tab = new RegExp(`category=${category}"[^>]*>[^<]*?\\((\\d+)\\)`).exec(html)
    return Number(tab?.[1])
  }
  const [before, otherBefore] = [await count(post.category), await count(other)]
  try {
    const saved = await request.patch(`/api/blog-posts/${post.id}?locale=nl`, {
      headers,
      data: { title, category: other },
    })
    expect(saved.ok()).toBe(true)
    await eventually(request, `/blogs/${sibling.slug}`, (html) => html.includes(title))
    await expect.poll(() => count(post.category), { timeout: 15_000 }).toBe(before - 1)
    expect(await count(other)).toBe(otherBefore + 1)
  } finally {
    await request.patch(`/api/blog-posts/${post.id}?locale=nl`, {
      headers,
      data: { title: post.title, category: post.category },
    })
  }
})

test('a media item’s new alt text shows wherever the image is', async ({ request }) => {
  const headers = await adminHeaders(request)
  const study = await published(request, 'case-studies', 'padel-mate-club')
  // Media records are for staff only (src/cms/access.ts).
  const media = await request.get(`/api/media/${study.image}?locale=nl&depth=0`, { headers })
  const { alt } = (await media.json()) as { alt: string }
  const changed = `Beeld van Padel Mate Club ${Date.now()}`
  const save = (value: string) =>
    request.patch(`/api/media/${study.image}?locale=nl`, { headers, data: { alt: value } })
  expect((await save(changed)).ok()).toBe(true)
  try {
    for (const path of ['/cases/padel-mate-club', '/cases']) {
      await eventually(request, path, (html) => html.includes(changed))
    }
    expect(await (await request.get('/en/cases/padel-mate-club')).text()).not.toContain(changed)
  } finally {
    await save(alt)
  }
})

test('the site settings reach every page', async ({ request }) => {
  const headers = await adminHeaders(request)
  const settings = await request.get('/api/globals/site-settings?locale=nl&depth=0')
  const { footerText } = (await settings.json()) as { footerText: string }
  const changed = `Vonk Digital bouwt websites, ${Date.now()}.`
  const save = (value: string) =>
    request.post('/api/globals/site-settings?locale=nl', { headers, data: { footerText: value } })
  expect((await save(changed)).ok()).toBe(true)
  try {
    for (const path of [
      '/',
      '/contact',
      '/cases/bennh',
      '/blogs/lokale-seo-checklist',
      '/werken-bij',
    ]) {
      await eventually(request, path, (html) => html.includes(changed))
    }
  } finally {
    await save(footerText)
  }
})
