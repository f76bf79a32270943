import { expect, test, type APIRequestContext } from '@playwright/test'

import { editorToken } from './support/editor'
import { editorBrowser, eventually, firstFaq, newPost, published } from './support/editorial'

/*
 * Editors draft, preview, version and schedule (issue 14). Drafts never reach visitors;
 * publishing reaches every page that shows the record, without a rebuild.
 */

// Edits shared content: one after another.
test.describe.configure({ mode: 'serial' })

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await editorToken(request)}` }
}

/** Everything a visitor reaches that could show a blog post. */
const postPaths = (slug: string, category: string) => [
  `/blogs/${slug}`,
  `/en/blogs/${slug}`,
  '/blogs',
  `/blogs?category=${category}`,
  '/',
  '/rss.xml',
  '/sitemap.xml',
]

test('a draft changes nothing a visitor can reach', async ({ request, playwright, baseURL }) => {
  const headers = await adminHeaders(request)
  const post = await published(request, 'blog-posts', 'lokale-seo-checklist')
  const page = await published(request, 'pages', 'werken-bij')
  const draftTitle = `Concepttitel ${Date.now()}`
  const paths = postPaths(post.slug, String(post.category))
  const card = async () => (await request.get('/og/nl/werken-bij/image.png')).body()
  const chatbot = async () => (await request.get('/forms/chatbot/nl')).text()
  const [cardBefore, chatbotBefore] = [await card(), await chatbot()]
  const newSlug = `concept-${Date.now()}`

  const saves = [
    request.patch(`/api/blog-posts/${post.id}?draft=true&locale=nl`, {
      headers,
      data: { title: draftTitle },
    }),
    request.patch(`/api/pages/${page.id}?draft=true&locale=nl`, {
      headers,
      data: { title: draftTitle },
    }),
    request.post('/api/globals/chatbot?draft=true&locale=nl', {
      headers,
      data: { welcome: draftTitle },
    }),
    request.post('/api/blog-posts?draft=true&locale=nl', {
      headers,
      data: newPost(post, newSlug, draftTitle, 'draft'),
    }),
  ]
  let created: number | undefined
  try {
    for (const save of await Promise.all(saves)) expect(save.ok(), await save.text()).toBe(true)
    created = ((await (await saves[3])?.json()) as { doc: { id: number } }).doc.id

    // Expiry, were there any, runs right after the answers: give it time, then look.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    for (const path of [...paths, '/werken-bij', '/faq']) {
      expect(await (await request.get(path)).text(), path).not.toContain(draftTitle)
    }
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(newSlug)
    const unpublished = await request.get(`/blogs/${newSlug}`)
    expect(unpublished.status()).toBe(404)
    expect(await unpublished.text()).toContain('Blog Post Niet Gevonden')
    expect(Buffer.compare(await card(), cardBefore)).toBe(0)
    expect(await chatbot()).toBe(chatbotBefore)
    // Nor through the API without a session, `?draft=true` or not.
    const anonymous = await playwright.request.newContext({ baseURL })
    for (const query of ['', '&draft=true']) {
      const read = await anonymous.get(`/api/blog-posts/${post.id}?locale=nl${query}`)
      expect(await read.text()).not.toContain(draftTitle)
    }
    const hidden = await anonymous.get(`/api/blog-posts?where[slug][equals]=${newSlug}&draft=true`)
    expect(((await hidden.json()) as { totalDocs: number }).totalDocs).toBe(0)
    await anonymous.dispose()
  } finally {
    if (created) await request.delete(`/api/blog-posts/${created}`, { headers })
    // Publishing the unchanged documents drops the drafts.
    await request.patch(`/api/blog-posts/${post.id}?locale=nl`, {
      headers,
      data: { title: post.title, _status: 'published' },
    })
    await request.patch(`/api/pages/${page.id}?locale=nl`, {
      headers,
      data: { title: page.title, _status: 'published' },
    })
    await request.post('/api/globals/chatbot?locale=nl', {
      headers,
      data: { welcome: JSON.parse(chatbotBefore).content.welcome, _status: 'published' },
    })
  }
})

test('publishing reaches every page that shows the record, a new one on the first request', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const post = await published(request, 'blog-posts', 'lokale-seo-checklist')
  const title = `Gepubliceerde titel ${Date.now()}`
  const newSlug = `nieuw-${Date.now()}`
  let created: number | undefined
  try {
    const save = await request.patch(`/api/blog-posts/${post.id}?locale=nl`, {
      headers,
      data: { title, _status: 'published' },
    })
    expect(save.ok()).toBe(true)
    for (const path of [
      `/blogs/${post.slug}`,
      '/blogs',
      `/blogs?category=${post.category}`,
      '/rss.xml',
    ]) {
      await eventually(request, path, (html) => html.includes(title))
    }
    // Dutch only: the other languages keep their own title.
    expect(await (await request.get(`/en/blogs/${post.slug}`)).text()).not.toContain(title)

    const fresh = await request.post('/api/blog-posts?locale=nl', {
      headers,
      data: newPost(post, newSlug, title, 'published'),
    })
    expect(fresh.status(), await fresh.text()).toBe(201)
    created = ((await fresh.json()) as { doc: { id: number } }).doc.id
    // No wait: the proxy's list of pages was written in the save's transaction.
    for (const path of [`/blogs/${newSlug}`, `/en/blogs/${newSlug}`, `/fr/blogs/${newSlug}`]) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
    await eventually(request, '/sitemap.xml', (xml) => xml.includes(`/blogs/${newSlug}`))
  } finally {
    if (created) await request.delete(`/api/blog-posts/${created}`, { headers })
    await request.patch(`/api/blog-posts/${post.id}?locale=nl`, {
      headers,
      data: { title: post.title, _status: 'published' },
    })
  }
  await eventually(request, `/blogs/${newSlug}`, () => true)
  expect((await request.get(`/blogs/${newSlug}`)).status()).toBe(404)
})

test('the preview link shows drafts in its language to a logged-in editor only, never cached, one click out', async ({
  browser,
  request,
}) => {
  const { context, headers } = await editorBrowser(browser, request)
  const question = await firstFaq(request, 'general', 'fr')
  const draft = `Question en brouillon ${Date.now()}`
  const save = await request.patch(`/api/faqs/${question?.id}?draft=true&locale=fr`, {
    headers,
    data: { question: draft },
  })
  expect(save.ok(), await save.text()).toBe(true)
  try {
    const page = await context.newPage()
    const answer = await page.goto('/preview?path=/faq&locale=fr')
    await expect(page).toHaveURL(/\/fr\/faq$/)
    expect(answer?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByText(draft)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Aperçu' })).toBeVisible()

    // A visitor at the same time: the published page, and no way in.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`${new URL(page.url()).origin}/fr/faq`)
    await expect(visitorPage.getByText(draft)).toHaveCount(0)
    const refused = await visitorPage.goto(
      `${new URL(page.url()).origin}/preview?path=/faq&locale=fr`,
    )
    expect(refused?.status()).toBe(403)
    await visitor.close()

    await page.getByRole('link', { name: 'Fermer l’aperçu' }).click()
    await expect(page).toHaveURL(/\/fr\/faq$/)
    await expect(page.getByText(question?.question ?? '')).toBeVisible()
    await expect(page.getByText(draft)).toHaveCount(0)
  } finally {
    await request.patch(`/api/faqs/${question?.id}?locale=fr`, {
      headers,
      data: { question: question?.question, _status: 'published' },
    })
    await context.close()
  }
})

test('draft access ends with the editor’s account: the preview cookie alone shows nothing after offboarding', async ({
  browser,
  request,
}) => {
  const { context, headers, id } = await editorBrowser(browser, request)
  const admin = { Authorization: `JWT ${await editorToken(request)}` }
  const question = await firstFaq(request, 'general', 'nl')
  const draft = `Concept na vertrek ${Date.now()}`
  const save = await request.patch(`/api/faqs/${question?.id}?draft=true&locale=nl`, {
    headers,
    data: { question: draft },
  })
  expect(save.ok(), await save.text()).toBe(true)
  try {
    const page = await context.newPage()
    await page.goto('/preview?path=/faq&locale=nl')
    await expect(page.getByText(draft)).toBeVisible()
    const cookies = await context.cookies()
    expect(cookies.some((cookie) => cookie.name === '__prerender_bypass')).toBe(true)

    // Offboarded: the account is deleted. The browser keeps every cookie it had.
    expect((await request.delete(`/api/users/${id}`, { headers: admin })).ok()).toBe(true)
    await page.reload()
    await expect(page.getByText(question?.question ?? '')).toBeVisible()
    await expect(page.getByText(draft)).toHaveCount(0)

    // The draft cookie copied into a visitor's browser shows nothing either.
    const stranger = await browser.newContext()
    await stranger.addCookies(cookies.filter((cookie) => cookie.name === '__prerender_bypass'))
    const strangerPage = await stranger.newPage()
    await strangerPage.goto(`${new URL(page.url()).origin}/faq`)
    await expect(strangerPage.getByText(draft)).toHaveCount(0)
    await stranger.close()
  } finally {
    await request.patch(`/api/faqs/${question?.id}?locale=nl`, {
      headers: admin,
      data: { question: question?.question, _status: 'published' },
    })
    await context.close()
  }
})

test('the live preview pane shows the real page in the admin’s language, redrawn as the editor types', async ({
  browser,
  request,
}) => {
  // Three languages, each a preview rendered per request and an autosave: 53 s at load 17.
  test.setTimeout(90_000)
  const { context, headers } = await editorBrowser(browser, request)
  const faq = await firstFaq(request, 'general', 'en')
  try {
    const page = await context.newPage()
    await page.setViewportSize({ width: 1600, height: 1000 })
    for (const [locale, path, bar] of [
      ['en', '/en/faq', 'Preview: you are seeing'],
      ['fr', '/fr/faq', 'Aperçu : vous voyez'],
      ['nl', '/faq', 'Voorbeeld: je ziet'],
    ] as const) {
      await page.goto(`/admin/collections/faqs/${faq?.id}?locale=${locale}`)
      await page.getByRole('button', { name: 'Live Preview' }).click()
      const frame = page.frameLocator('iframe')
      await expect(frame.getByText(bar)).toBeVisible()
      expect(await frame.locator('html').getAttribute('lang')).toBe(locale)
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
      expect(page.frames().some((child) => new URL(child.url()).pathname === path)).toBe(true)
      // Typing autosaves a draft; the pane redraws with it.
      const typed = `Live ${locale} ${Date.now()}`
      await page.getByLabel(/question/i).fill(typed)
      await expect(frame.getByText(typed)).toBeVisible({ timeout: 15_000 })
      // Phone, tablet and desktop widths.
      await page.getByRole('button', { name: 'Responsive' }).click()
      for (const width of ['Telefoon', 'Tablet', 'Desktop']) {
        await expect(page.getByRole('button', { name: width })).toBeVisible()
      }
      await page.getByRole('button', { name: 'Telefoon' }).click()
      await expect(page.locator('iframe')).toHaveJSProperty('offsetWidth', 390)
      await page.getByRole('button', { name: 'Live Preview' }).click()
      // Visitors still read the published question.
      expect(await (await request.get(path)).text()).not.toContain(typed)
    }
  } finally {
    for (const locale of ['nl', 'en', 'fr']) {
      const original = await request.get(`/api/faqs/${faq?.id}?locale=${locale}&depth=0`)
      const { question } = (await original.json()) as { question: string }
      await request.patch(`/api/faqs/${faq?.id}?locale=${locale}`, {
        headers,
        data: { question, _status: 'published' },
      })
    }
    await context.close()
  }
})

test('an earlier version is restored from the admin’s version history', async ({
  browser,
  request,
}) => {
  const { context, headers } = await editorBrowser(browser, request)
  const page = await published(request, 'pages', 'ons-verhaal')
  const stamp = Date.now()
  const [first, second] = [`Ons verhaal, eerste ${stamp}`, `Ons verhaal, tweede ${stamp}`]
  const publish = (title: string) =>
    request.patch(`/api/pages/${page.id}?locale=nl`, {
      headers,
      data: { title, _status: 'published' },
    })
  try {
    expect((await publish(first)).ok()).toBe(true)
    expect((await publish(second)).ok()).toBe(true)
    await eventually(request, '/ons-verhaal', (html) => html.includes(second))

    const admin = await context.newPage()
    await admin.goto(`/admin/collections/pages/${page.id}/versions?locale=nl`)
    // Newest first: the current version, then the one published before it.
    const rows = admin.locator('table tbody tr')
    await expect(rows.nth(1)).toBeVisible()
    await rows.nth(1).locator('a').first().click()
    await expect(admin.getByText(first).first()).toBeVisible()
    await admin.getByRole('button', { name: 'Restore this version' }).click()
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: /confirm|restore/i })
      .last()
      .click()
    await expect(admin).toHaveURL(new RegExp(`/admin/collections/pages/${page.id}(\\?|$)`))
    // A restored version is published again (Payload restores it as it was saved).
    await eventually(
      request,
      '/ons-verhaal',
      (html) => html.includes(first) && !html.includes(second),
    )
  } finally {
    await request.patch(`/api/pages/${page.id}?locale=nl`, {
      headers,
      data: { title: page.title, _status: 'published' },
    })
    await context.close()
  }
})

/** The next whole minute with at least `leadSeconds` to spare, as the admin's picker takes it. */
function nextMinute(leadSeconds: number): Date {
  const at = new Date(Date.now() + leadSeconds * 1000)
  at.setSeconds(0, 0)
  at.setMinutes(at.getMinutes() + 1)
  return at
}

test('a post scheduled in the admin is published, then unpublished, at its time with nobody touching anything', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const headers = await adminHeaders(request)
  const model = await published(request, 'blog-posts', 'lokale-seo-checklist')
  const slug = `gepland-${Date.now()}`
  const title = `Gepland bericht ${Date.now()}`
  const created = await request.post('/api/blog-posts?draft=true&locale=nl', {
    headers,
    data: newPost(model, slug, title, 'draft'),
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  const { context } = await editorBrowser(browser, request)
  try {
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/blog-posts/${id}`)
    const schedule = async (type: 'Publish' | 'Unpublish', at: Date) => {
      await admin.locator('#action-save-popup .popup-button').click()
      await admin.locator('#schedule-publish').click()
      const drawer = admin.locator('.schedule-publish__scheduler')
      await drawer.getByText(type, { exact: true }).click()
      const time = drawer.locator('.date-time-picker input')
      await time.fill(
        at
          .toLocaleString('en-US', {
            month: 'long',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'UTC',
          })
          .replace(' at ', ' '),
      )
      await time.press('Enter')
      await drawer.getByRole('button', { name: 'Save' }).click()
      await expect(admin.locator('.schedule-publish__upcoming')).toContainText(type)
      await admin.locator('.drawer-close-button').click()
    }
    const publishAt = nextMinute(15)
    const unpublishAt = new Date(publishAt.getTime() + 60_000)
    await schedule('Publish', publishAt)
    await schedule('Unpublish', unpublishAt)
    await admin.close()

    expect((await request.get(`/blogs/${slug}`)).status()).toBe(404)
    // Published at its minute: page, overview, category count, sitemap and feed.
    const wait = (until: Date) => Math.max(0, until.getTime() - Date.now()) + 30_000
    await expect
      .poll(async () => (await request.get(`/blogs/${slug}`)).status(), {
        timeout: wait(publishAt),
        intervals: [1_000],
      })
      .toBe(200)
    for (const path of [
      '/blogs',
      `/blogs?category=${model.category}`,
      '/rss.xml',
      '/sitemap.xml',
    ]) {
      await eventually(request, path, (html) => html.includes(slug))
    }
    // And gone again at the next.
    await expect
      .poll(async () => (await request.get(`/blogs/${slug}`)).status(), {
        timeout: wait(unpublishAt),
        intervals: [1_000],
      })
      .toBe(404)
    for (const path of ['/blogs', '/rss.xml', '/sitemap.xml']) {
      await eventually(request, path, (html) => !html.includes(slug))
    }
  } finally {
    await request.delete(`/api/blog-posts/${id}`, { headers })
    await context.close()
  }
})

test('the admin shows no console errors, in every content language', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { context } = await editorBrowser(browser, request, 'nl-NL')
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  const post = await published(request, 'blog-posts', 'lokale-seo-checklist')
  for (const locale of ['nl', 'en', 'fr']) {
    for (const path of [
      '/admin',
      '/admin/collections/blog-posts',
      `/admin/collections/blog-posts/${post.id}`,
      `/admin/collections/blog-posts/${post.id}/versions`,
      '/admin/collections/redirects',
      '/admin/globals/home',
    ]) {
      await page.goto(`${path}?locale=${locale}`)
      // Rendered: the admin's header with the content language selector.
      await expect(page.locator('.localizer, .template-default').first()).toBeVisible()
    }
  }
  await context.close()
  expect(errors).toEqual([])
})
