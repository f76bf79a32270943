import { expect, test, type APIRequestContext } from '@playwright/test'

import { editorToken } from './support/editor'
import { editorBrowser, formStateAnswer, published } from './support/editorial'

/*
 * Redirects editors manage in the admin (issue 14): they answer at once, without a
 * rebuild; a renamed record keeps its old links; loops and hidden pages are refused.
 */

test.describe.configure({ mode: 'serial' })

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await editorToken(request)}` }
}

/** Where a path redirects to, without following: [status, Location path]. */
async function hop(request: APIRequestContext, path: string): Promise<[number, string | null]> {
  const response = await request.get(path, { maxRedirects: 0 })
  const location = response.headers()['location']
  return [response.status(), location ? new URL(location, 'http://x').pathname : null]
}

test('a redirect an editor creates answers 301 at once: to a record in every language, to a URL from the Dutch path', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const study = await published(request, 'case-studies', 'bennh')
  const stamp = Date.now()
  const toRecord = `/oude-case-${stamp}`
  const toUrl = `/oude-actie-${stamp}`
  const created: number[] = []
  try {
    for (const data of [
      {
        from: toRecord,
        to: { type: 'reference', reference: { relationTo: 'case-studies', value: study.id } },
        type: '301',
      },
      { from: `${toUrl}/`, to: { type: 'custom', url: '/contact' }, type: '301' },
    ]) {
      const response = await request.post('/api/redirects', { headers, data })
      expect(response.status(), await response.text()).toBe(201)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }
    expect(await hop(request, toRecord)).toEqual([301, '/cases/bennh'])
    expect(await hop(request, `/en${toRecord}`)).toEqual([301, '/en/cases/bennh'])
    expect(await hop(request, `/fr${toRecord}`)).toEqual([301, '/fr/cases/bennh'])
    // Saved with a trailing slash, answered without.
    expect(await hop(request, toUrl)).toEqual([301, '/contact'])
    expect((await request.get(`/en${toUrl}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    for (const id of created) await request.delete(`/api/redirects/${id}`, { headers })
  }
  expect((await request.get(toRecord, { maxRedirects: 0 })).status()).toBe(404)
})

test('a redirect from an old file-like address (.html, .php) answers too, as after a site migration', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const rules = [
    { from: `/oude-pagina-${stamp}.html`, to: '/contact' },
    { from: `/index-${stamp}.php`, to: '/over-ons' },
  ]
  const created: number[] = []
  try {
    for (const { from, to } of rules) {
      const data = { from, to: { type: 'custom', url: to }, type: '301' }
      const response = await request.post('/api/redirects', { headers, data })
      expect(response.status(), await response.text()).toBe(201)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }
    for (const { from, to } of rules) expect(await hop(request, from)).toEqual([301, to])
  } finally {
    for (const id of created) await request.delete(`/api/redirects/${id}`, { headers })
  }
  // Files of the site itself are still served as they were.
  for (const file of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/en/rss.xml']) {
    expect((await request.get(file, { maxRedirects: 0 })).status(), file).toBe(200)
  }
})

test('a renamed case keeps its old links in all three languages; renaming it back leaves no loop', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const study = await published(request, 'case-studies', 'hectool')
  const renamed = `hectool-${Date.now()}`
  const rename = (slug: string) =>
    request.patch(`/api/case-studies/${study.id}`, { headers, data: { slug } })
  try {
    expect((await rename(renamed)).ok()).toBe(true)
    for (const prefix of ['', '/en', '/fr']) {
      expect(await hop(request, `${prefix}/cases/hectool`)).toEqual([
        301,
        `${prefix}/cases/${renamed}`,
      ])
      expect((await request.get(`${prefix}/cases/${renamed}`)).status()).toBe(200)
    }
    expect((await rename('hectool')).ok()).toBe(true)
    // The page is back at its first address, and the redirect that would hide it is gone.
    expect((await request.get('/cases/hectool', { maxRedirects: 0 })).status()).toBe(200)
    expect(await hop(request, `/cases/${renamed}`)).toEqual([301, '/cases/hectool'])
    const left = await request.get(`/api/redirects?where[from][equals]=/cases/hectool`, { headers })
    expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0)
  } finally {
    await rename('hectool')
    const mine = await request.get(`/api/redirects?where[from][like]=${renamed}`, { headers })
    for (const doc of ((await mine.json()) as { docs: { id: number }[] }).docs) {
      await request.delete(`/api/redirects/${doc.id}`, { headers })
    }
  }
})

test('in the admin, a redirect over a published page is refused with a Dutch message', async ({
  browser,
  request,
}) => {
  // A fresh admin session, one screen, two form-state answers and a save took 28.8 s with
  // two e2e runs side by side on 2 cores (6.4 s alone), against the default 30 s.
  test.setTimeout(60_000)
  const { context } = await editorBrowser(browser, request, 'nl-NL')
  try {
    const admin = await context.newPage()
    await admin.goto('/admin/collections/redirects/create')
    await admin.waitForLoadState('networkidle')
    // The URL field comes with the server's judgement of the choice: the path is typed
    // and judged first (see formStateAnswer).
    const judged = formStateAnswer(admin, '/admin/collections/redirects/create')
    await admin.getByLabel('Van (oud pad)').fill('/faq')
    await judged
    await admin.getByText('Eigen URL').first().click()
    await admin.locator('input[name="to.url"]').fill('/contact')
    await admin.getByRole('button', { name: 'Bewaar' }).click()
    await expect(admin.getByText('Op /faq staat een gepubliceerde pagina')).toBeVisible()
    expect((await request.get('/faq', { maxRedirects: 0 })).status()).toBe(200)
  } finally {
    await context.close()
  }
})

test('through the API, a redirect that hides a page or goes round is refused and changes nothing', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const study = await published(request, 'case-studies', 'gaivota')
  const shadow = await request.post('/api/redirects', {
    headers,
    data: { from: '/faq', to: { type: 'custom', url: '/contact' }, type: '301' },
  })
  expect(shadow.status()).toBe(400)
  expect(await shadow.text()).toContain('Op /faq staat een gepubliceerde pagina')
  expect((await request.get('/faq', { maxRedirects: 0 })).status()).toBe(200)

  const stamp = Date.now()
  const [a, b] = [`/rondje-a-${stamp}`, `/rondje-b-${stamp}`]
  const first = await request.post('/api/redirects', {
    headers,
    data: { from: a, to: { type: 'custom', url: b }, type: '301' },
  })
  expect(first.status()).toBe(201)
  try {
    const round = await request.post('/api/redirects', {
      headers,
      data: { from: b, to: { type: 'custom', url: a }, type: '301' },
    })
    expect(round.status()).toBe(400)
    expect(await round.text()).toContain('Deze redirect maakt een kring')
    expect(await hop(request, b)).toEqual([404, null])
    const self = await request.post('/api/redirects', {
      headers,
      data: {
        from: '/cases/gaivota-oud',
        to: { type: 'reference', reference: { relationTo: 'case-studies', value: study.id } },
      },
    })
    expect(self.status()).toBe(201)
    await request.delete(
      `/api/redirects/${((await self.json()) as { doc: { id: number } }).doc.id}`,
      {
        headers,
      },
    )
    const prefixed = await request.post('/api/redirects', {
      headers,
      data: { from: '/en/iets', to: { type: 'custom', url: '/contact' } },
    })
    expect(prefixed.status()).toBe(400)
    expect(await prefixed.text()).toContain('zonder /en')
  } finally {
    await request.delete(
      `/api/redirects/${((await first.json()) as { doc: { id: number } }).doc.id}`,
      {
        headers,
      },
    )
  }
})
