import { gzipSync } from 'node:zlib'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test'

import { limitsUrl, siteUrl } from './support/env'
import { loopbackPeer, requestFrom } from './support/peer'
import { createStaffAccount, staffPassword, type StaffRole } from './support/staff'
import { expect, test } from './support/test'

/**
 * Visitor insight (issue 41) as a visitor's browser and staff meet it: a page view and
 * the page's Core Web Vitals reach the site itself as beacons, loaded after the page is
 * idle and outside the first-load JS, with no cookie and no request elsewhere; a browser
 * that asks not to be tracked sends nothing; the endpoint refuses what it does not
 * expect and limits each client; admins and sales read the figures in the admin, in
 * Dutch and English, and editors cannot.
 */

/** An ordinary Chrome: headless Chromium names itself, and crawlers are not counted. */
const visitorAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'

const isBeacon = (request: Request) => new URL(request.url()).pathname === '/insight'

/**
 * What the page's collector sends, as the test sees it: Chromium does not show a
 * beacon's Blob body to Playwright (`postData()` is null), so the JSON is read where the
 * collector makes it (the Blob of type application/json it hands to sendBeacon).
 */
async function recordBeacons(context: BrowserContext) {
  const sent: Record<string, unknown>[] = []
  await context.exposeBinding('__recordBeacon', (_source, text: string) => {
    sent.push(JSON.parse(text) as Record<string, unknown>)
  })
  await context.addInitScript(() => {
    const Original = Blob
    window.Blob = class extends Original {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options)
        if (options?.type === 'application/json') {
          ;(window as unknown as { __recordBeacon: (text: string) => void }).__recordBeacon(
            (parts ?? []).join(''),
          )
        }
      }
    }
  })
  return sent
}

/** Resolves when the page's main thread has been idle once more after load. */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => requestIdleCallback(() => setTimeout(done, 500), { timeout: 5_000 })),
  )

test.describe('a visitor', () => {
  test.use({ userAgent: visitorAgent, viewport: { width: 390, height: 844 } })

  test('sends a page view after the page is idle, to the site only, with no cookie', async ({
    page,
    context,
  }) => {
    const campaign = `e2e-${Date.now().toString(36)}`
    const beacons = await recordBeacons(context)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    const viewSent = page.waitForRequest(isBeacon)
    const response = await page.goto(`/en/faq?utm_source=newsletter&utm_campaign=${campaign}`)
    const html = (await response?.text()) ?? ''
    const view = await viewSent
    expect(beacons).toEqual([
      {
        k: 'view',
        p: '/en/faq',
        w: 390,
        us: 'newsletter',
        uc: campaign,
      },
    ])
    expect((await view.response())?.status()).toBe(204)
    expect(await context.cookies()).toEqual([])
    expect(requests.filter((url) => !url.startsWith(siteUrl))).toEqual([])

    // The collector and the web-vitals library are chunks of their own, fetched after the
    // page, not among its first-load scripts; the collector itself is at most 2 kB gzipped.
    await page.waitForLoadState('networkidle')
    const chunks = requests.filter((url) => url.includes('/_next/static/chunks/'))
    const firstLoad = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src)
    const late = chunks.filter((url) => !firstLoad.some((src) => src && url.endsWith(src)))
    const files = await Promise.all(
      late.map(async (url) => {
        const body = await (await page.request.get(url)).text()
        return { url, body, gzipped: gzipSync(body, { level: 9 }).length }
      }),
    )
    const collector = files.find(({ body }) => body.includes('sendBeacon'))
    const library = files.find(({ body }) => body.includes('largest-contentful-paint'))
    expect(collector, 'the collector chunk').toBeDefined()
    expect(library, 'the web-vitals chunk').toBeDefined()
    expect(firstLoad.join(' ')).not.toContain(new URL(collector?.url ?? siteUrl).pathname)
    expect(collector?.gzipped, `${collector?.url} gzipped`).toBeLessThanOrEqual(2 * 1024)
    test.info().annotations.push({
      type: 'sizes',
      description: `collector ${collector?.gzipped} B gz, web-vitals ${library?.gzipped} B gz`,
    })
  })

  test('sends the landing page’s Core Web Vitals when it is hidden', async ({ page, context }) => {
    const beacons = await recordBeacons(context)
    // Listened for before the navigation: on a busy machine the browser can be idle, and
    // the view sent, before `goto` has seen the load event.
    const viewSent = page.waitForRequest(isBeacon)
    await page.goto('/')
    await viewSent
    // The web-vitals chunk, fetched after the view.
    await page.waitForLoadState('networkidle')
    // An interaction, for INP.
    await page.getByRole('button').first().click()
    // The browser reports an interaction's timing after the next frames are painted; a
    // page hidden before that has no INP yet (seen once under load).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    )
    const vitals = page.waitForRequest(isBeacon)
    // Headless Chromium never hides a tab: the page is told what a browser tells it when
    // its visitor switches away (the same event web-vitals and the collector listen to).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect((await (await vitals).response())?.status()).toBe(204)
    expect(beacons.at(-1)).toEqual({
      k: 'vitals',
      p: '/',
      lcp: expect.any(Number),
      inp: expect.any(Number),
      cls: expect.any(Number),
      ttfb: expect.any(Number),
    })
  })

  test('who asks not to be tracked (Global Privacy Control) sends nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
    })
    const beacons: string[] = []
    page.on('request', (request) => {
      if (isBeacon(request)) beacons.push(request.url())
    })
    await page.goto('/')
    await idle(page)
    await idle(page)
    expect(beacons).toEqual([])
  })
})

test.describe('the beacon endpoint', () => {
  const view = JSON.stringify({ k: 'view', p: '/', w: 1280 })
  const headers = (origin: string) => ({
    origin,
    'content-type': 'application/json',
    'user-agent': visitorAgent,
  })

  test('refuses another origin, another type, a big body and a page that does not exist', async ({
    request,
  }) => {
    const post = (data: string, extra: Record<string, string> = {}) =>
      request.post('/insight', { headers: { ...headers(siteUrl), ...extra }, data })
    expect((await post(view)).status()).toBe(204)
    expect((await post(view, { origin: 'https://evil.example' })).status()).toBe(403)
    expect((await post(view, { 'content-type': 'text/plain' })).status()).toBe(415)
    expect((await post(`{"k":"view","p":"/${'a'.repeat(2_000)}","w":1}`)).status()).toBe(413)
    expect((await post(JSON.stringify({ k: 'view', p: '/nope', w: 1 }))).status()).toBe(400)
    expect((await post('{')).status()).toBe(400)
    expect((await request.get('/insight')).status()).toBe(405)
  })

  test('limits each client, and only that client', async () => {
    const url = `${limitsUrl}/insight`
    const client = loopbackPeer()
    const statuses: number[] = []
    for (let sent = 0; sent < 61; sent++) {
      const answer = await requestFrom(client, url, {
        method: 'POST',
        headers: headers(limitsUrl),
        body: view,
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204))
    expect(statuses[60]).toBe(429)
    const other = await requestFrom(loopbackPeer(), url, {
      method: 'POST',
      headers: headers(limitsUrl),
      body: view,
    })
    expect(other.status).toBe(204)
  })
})

/** A fresh account of `role`, in a browser whose language picks the admin's, logged in. */
async function adminAs(
  browser: Browser,
  request: APIRequestContext,
  role: StaffRole,
  language: 'nl' | 'en',
) {
  const account = await createStaffAccount(request, role)
  const context = await browser.newContext({
    baseURL: siteUrl,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(staffPassword)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return { context, page }
}

test.describe('staff', () => {
  test('sales and admins read visitors, sources and campaigns in their language', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    const campaign = `e2e-staff-${Date.now().toString(36)}`
    const visit = await browser.newContext({ baseURL: siteUrl, userAgent: visitorAgent })
    const visitor = await visit.newPage()
    const sent = visitor.waitForRequest(isBeacon)
    await visitor.goto(`/?utm_source=linkedin&utm_campaign=${campaign}`)
    expect((await (await sent).response())?.status()).toBe(204)
    await visit.close()
    // A lead that came with the same campaign.
    const lead = await request.post('/forms/contact', {
      headers: { accept: 'application/json' },
      data: {
        name: 'Campagne',
        email: `${campaign}@example.com`,
        subject: 'general',
        message: 'Hallo',
        locale: 'nl',
        utmSource: 'linkedin',
        utmCampaign: campaign,
      },
    })
    expect(lead.status(), await lead.text()).toBe(201)

    for (const [role, language, title, nav] of [
      ['sales', 'nl', 'Bezoekers', 'Bezoekers'],
      ['admin', 'en', 'Visitors', 'Visitors'],
    ] as const) {
      const { context, page } = await adminAs(browser, request, role, language)
      // In the navigation (a drawer below 1440 px), and the view itself.
      await expect(
        page.locator('nav').getByRole('link', { name: nav, exact: true, includeHidden: true }),
      ).toHaveAttribute('href', '/admin/visitors')
      await page.goto('/admin/visitors')
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      // Beacons are written within a second (the buffer): look again until they are in.
      await expect(async () => {
        await page.reload()
        const row = page.locator('[data-part="visitors-campaigns"] tr', { hasText: campaign })
        await expect(row.locator('td')).toHaveText(['1', '1', /100/])
      }).toPass({ timeout: 15_000 })
      await expect(page.locator('canvas[data-visitors-chart]')).toHaveAttribute('role', 'img')
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('.vonk-visitors')
        .analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])
      await context.close()
    }
  })

  test('an editor neither sees the view in the navigation nor opens it', async ({
    browser,
    request,
  }) => {
    const { context, page } = await adminAs(browser, request, 'editor', 'nl')
    await expect(page.locator('#nav-visitors')).toHaveCount(0)
    await page.goto('/admin/visitors')
    await expect(page.getByRole('heading', { level: 1, name: 'Bezoekers' })).toHaveCount(0)
    await expect(page.getByText(/niet gevonden|not found/i).first()).toBeVisible()
    await context.close()
  })

  test('without a session the view sends to the login', async ({ page }) => {
    await page.goto('/admin/visitors')
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
