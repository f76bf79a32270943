import { gzipSync } from 'node:zlib'

import AxeBuilder from '@axe-core/playwright'
import fc from 'fast-check'

import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { limitsUrl, siteUrl } from './support/env'
import { loopbackPeer, rawRequest, requestFrom } from './support/peer'
import { expect, test } from './support/test'

/**
 * The site search (issue 37) as visitors use it, with and without JavaScript, in the
 * three languages: the header entry (keyboard, 320 px), the results page (typed
 * results, marked snippets, count, empty state, noindex, not in the sitemap), the
 * suggestions combobox (WAI-ARIA APG, keyboard, loaded on focus, ≤ 3 kB gzipped), and
 * bad input (cut at 200, syntax as text, not UTF-8 → 400, past the limit → 429, never
 * a 5xx).
 */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const texts = { nl: nl.search, en: en.search, fr: fr.search }
const prefix = { nl: '', en: '/en', fr: '/fr' } as const

async function axeViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}

const cases = [
  { locale: 'nl', query: 'webshops', found: 'webshop' },
  { locale: 'en', query: 'accessibility', found: 'accessibility' },
  { locale: 'fr', query: 'referencement', found: 'référencement' },
] as const

for (const { locale, query, found } of cases) {
  test(`${locale}: the results page lists typed results with the matched words marked`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix[locale]}/zoeken?q=${encodeURIComponent(query)}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('h1')).toContainText(query)
    await expect(page.locator('#search-count')).toHaveText(new RegExp(`^\\d+ .*${query}`, 'u'))
    const results = page.locator('.search-result')
    expect(await results.count()).toBeGreaterThan(0)
    const kinds = Object.values(texts[locale].kinds)
    expect(kinds).toContain((await results.first().locator('.search-kind').textContent())?.trim())
    const marked = await page.locator('.search-snippet mark').allTextContents()
    expect(marked.map((word) => word.toLowerCase())).toContain(found)
    // Each result opens a page of the same language.
    for (const href of await results
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      if (locale === 'nl') expect(href).not.toMatch(/^\/(en|fr)(\/|$)/)
      else expect(href.startsWith(`/${locale}/`)).toBe(true)
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(await axeViolations(page)).toEqual([])
  })

  test(`${locale}: nothing found offers the main pages`, async ({ page }) => {
    await page.goto(`${prefix[locale]}/zoeken?q=xyzzyqw`)
    await expect(page.locator('#search-empty')).toHaveText(
      texts[locale].emptyTitle.replace('{query}', 'xyzzyqw'),
    )
    const links = page.locator(`nav[aria-label="${texts[locale].mainPages}"] a`)
    expect(await links.count()).toBeGreaterThanOrEqual(5)
    expect(await axeViolations(page)).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form searches by GET on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/en/over-ons')
    await page.getByRole('searchbox', { name: texts.en.label }).fill('google ads')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/zoeken\?q=google\+ads$/)
    await expect(page.locator('.search-result').first()).toBeVisible()
  })

  test('at 320 px the menu holds the search form, reached and used by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/fr')
    const menu = page.locator('summary.menu-button')
    await menu.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const field = page.getByRole('searchbox', { name: texts.fr.label })
    await expect(field).toBeFocused()
    const box = await field.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
    await page.keyboard.type('cafe')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/fr\/zoeken\?q=cafe$/)
    await expect(page.locator('.search-snippet mark').first()).toHaveText(/café/i)
    // No page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('a FAQ result opens its answer on the FAQ page', async ({ page }) => {
    await page.goto('/zoeken?q=livegang')
    const faq = page.locator('.search-result', { hasText: texts.nl.kinds.faq }).first()
    const href = await faq.locator('a').getAttribute('href')
    expect(href).toMatch(/^\/faq#vraag-\d+$/)
    await faq.locator('a').click()
    const answer = page.locator(href?.slice(href.indexOf('#')) ?? '#none')
    await expect(answer).toBeVisible()
    await expect(page.locator('details', { has: answer })).toHaveAttribute('open', '')
  })
})

test('a query longer than 200 characters is cut, with a note', async ({ page }) => {
  const long = `webshop ${'x'.repeat(260)}`
  await page.goto(`/en/zoeken?q=${long}`)
  await expect(page.locator('.search-note')).toHaveText(texts.en.cut.replaceAll('{max}', '200'))
  expect(await page.locator('#search-page').inputValue()).toHaveLength(200)
})

test('quotes, operators and SQL are searched as text', async ({ request }) => {
  for (const query of ['"webshop', 'webshop*', 'NEAR(a b)', 'x OR NOT y', "'; DROP TABLE x; --"]) {
    const response = await request.get(`/zoeken?q=${encodeURIComponent(query)}`)
    expect(response.status(), query).toBe(200)
  }
  const star = await (await request.get('/zoeken?q=webshop*')).text()
  const plain = await (await request.get('/zoeken?q=webshop')).text()
  const count = (html: string) => /id="search-count"[^>]*>([^<]*)/.exec(html)?.[1]?.split(' ')[0]
  expect(count(star)).toBe(count(plain))
})

test('a query that is not UTF-8 gets 400 with a message in the page language', async () => {
  for (const locale of ['nl', 'en', 'fr'] as const) {
    const url = new URL(`${prefix[locale]}/zoeken`, limitsUrl).toString()
    const answer = await rawRequest(
      url,
      `GET ${prefix[locale]}/zoeken?q=caf%C3 HTTP/1.1\nHost: 127.0.0.1\nConnection: close`,
    )
    expect(answer.status, locale).toBe(400)
    expect(answer.text).toContain(texts[locale].invalid.title.replaceAll('’', '’'))
    const suggestions = await rawRequest(
      url,
      `GET ${prefix[locale]}/zoeken/suggesties?q=%FF HTTP/1.1\nHost: 127.0.0.1\nConnection: close`,
    )
    expect(suggestions.status).toBe(400)
  }
})

test('past 30 searches a minute a client gets a friendly 429 page; others still search', async () => {
  const peer = loopbackPeer()
  const statuses: number[] = []
  for (let search = 1; search <= 31; search++) {
    const answer = await requestFrom(peer, `${limitsUrl}/en/zoeken?q=seo+${search}`)
    statuses.push(answer.status)
    if (answer.status === 429) {
      expect(answer.text).toContain(texts.en.tooMany.text)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
  }
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
  expect(statuses[30]).toBe(429)
  // An empty search page is no search, and another visitor is not held up.
  expect((await requestFrom(peer, `${limitsUrl}/en/zoeken`)).status).toBe(200)
  expect((await requestFrom(loopbackPeer(), `${limitsUrl}/en/zoeken?q=seo`)).status).toBe(200)
})

test('the results pages are not in the sitemap and disallow nothing else', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('zoeken')
})

for (const { locale, typed } of [
  { locale: 'nl', typed: 'webs' },
  { locale: 'en', typed: 'acc' },
  { locale: 'fr', typed: 'bouti' },
] as const) {
  test(`${locale}: suggestions are a keyboard-complete combobox, loaded on focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // Two islands load code after hydration, which can be after `networkidle` on a loaded
    // machine: the visitor-insight collector, which a visitor with Global Privacy Control
    // never loads, and language detection, which runs only while no language is stored.
    // So every script after the focus is the combobox's.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
    )
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: siteUrl }])
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${prefix[locale]}/over-ons`, { waitUntil: 'networkidle' })
    const before = new Set(scripts)
    const field = page.locator('#search-header')
    await expect(field).not.toHaveAttribute('role', 'combobox')
    await field.focus()
    await expect(field).toHaveAttribute('role', 'combobox')
    // The code that came with the focus: at most 3 kB gzipped.
    const loaded = scripts.filter((url) => !before.has(url))
    expect(loaded.length).toBeGreaterThan(0)
    let gzipped = 0
    for (const url of loaded) {
      gzipped += gzipSync(Buffer.from(await (await page.request.get(url)).body())).length
    }
    expect(gzipped).toBeLessThanOrEqual(3 * 1024)

    await page.keyboard.type(typed)
    const listbox = page.getByRole('listbox', { name: texts[locale].suggestions.label })
    await expect(listbox).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '')
    const options = listbox.getByRole('option')
    expect(await options.count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('ArrowDown')
    const first = options.first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    )
    await expect(field).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(field).toHaveValue(typed)

    await page.keyboard.press('ArrowDown')
    await expect(listbox).toBeVisible()
    const href = (await first.getAttribute('data-href')) ?? ''
    expect(href.startsWith(`${prefix[locale]}/`)).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href)
  })
}

test('Enter without a chosen suggestion searches the text typed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const field = page.locator('#search-header')
  await field.focus()
  await page.keyboard.type('webs')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/zoeken\?q=webs$/)
})

test('no query makes the results page or the suggestions fail (property)', async ({ request }) => {
  test.setTimeout(180_000)
  const query = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc
      .array(
        fc.constantFrom(
          '"',
          '*',
          'NEAR',
          ' OR ',
          ' AND ',
          'NOT ',
          '-',
          "'",
          ';',
          '%',
          '(',
          ':*',
          'webshop',
          'café',
        ),
        { maxLength: 20 },
      )
      .map((parts) => parts.join('')),
  )
  await fc.assert(
    fc.asyncProperty(query, fc.constantFrom('', '/en', '/fr'), async (text, locale) => {
      const page = await request.get(`${locale}/zoeken?q=${encodeURIComponent(text)}`)
      expect(page.status()).toBeLessThan(500)
      expect([200, 400]).toContain(page.status())
      const suggestions = await request.get(
        `${locale}/zoeken/suggesties?q=${encodeURIComponent(text)}`,
      )
      expect([200, 400]).toContain(suggestions.status())
    }),
    { numRuns: 120 },
  )
})
