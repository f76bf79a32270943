import type { Page } from '@playwright/test'

import { expect, recordCspViolations, test, type CspViolation } from './support/test'

/*
 * The first paint does not wait for the stylesheet (docs/performance.md, "How a page reaches its first
 * paint"): the build's page pass inlines the rules a page can use and moves the stylesheet link to
 * the end of <body>. What the inlined rules leave out must not change what the first
 * screen shows, and the stylesheet must still arrive, once.
 */

const pages = [
  '/',
  '/en/cases/gaivota',
  '/fr/faq',
  '/contact',
  '/blogs/core-web-vitals-uitgelegd',
  // Rendered per request: the CSS the build kept for its first screen (firstScreenStyles.ts).
  '/zoeken?q=webshop',
  '/fr/zoeken?q=design',
  '/fr/zoeken?q=xyzzy',
]

/** Each element of the first screen: its place, size and the styles that show. */
async function firstScreen(page: Page) {
  // Hydrated, both times: the quote assistant's button is in the HTML, hidden until then.
  await expect(page.locator('button[aria-haspopup="dialog"]').first()).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(() => {
    const shown: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) {
        continue
      }
      const style = getComputedStyle(element)
      shown.push(
        [
          element.tagName,
          element.getAttribute('class') ?? '',
          ...[box.x, box.y, box.width, box.height].map(Math.round),
          style.color,
          style.backgroundColor,
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.borderRadius,
          style.opacity,
        ].join(' | '),
      )
    }
    return shown
  })
}

for (const path of pages) {
  test(`${path}: styled from the first paint, and its stylesheet arrives once`, async ({
    page,
    browser,
    cspViolations,
  }) => {
    // Still frames: the home page's sliding word would otherwise move between the two.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    const head = page.locator('head')
    await expect(head.locator('style')).not.toHaveCount(0)
    await expect(head.locator('link[rel="stylesheet"]')).toHaveCount(0)
    await page.waitForLoadState('load')
    const stylesheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.css')),
    )
    expect(stylesheets.length).toBeGreaterThan(0)
    expect(new Set(stylesheets).size, 'each stylesheet fetched once').toBe(stylesheets.length)
    const styled = await firstScreen(page)

    // The same page with every stylesheet request refused: the inlined rules alone.
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const seen: CspViolation[] = []
    await recordCspViolations(context, seen)
    try {
      const inlineOnly = await context.newPage()
      await inlineOnly.route(/\/_next\/static\/.*\.css(\?.*)?$/, (route) => route.abort())
      await inlineOnly.goto(path)
      expect(await firstScreen(inlineOnly)).toEqual(styled)
      cspViolations.push(...seen)
    } finally {
      await context.close()
    }
  })
}

/*
 * The first frame waits until the footer is parsed (SiteLayout's `rel=expect` link): a
 * page that paints its top and lays out the rest afterwards blocks a phone's main thread
 * just when the visitor sees something to tap. The HTML arrives slowly here, so without
 * the link the first frame would come while the parser is still in the middle of the page.
 */
for (const path of ['/', '/fr/faq']) {
  test(`${path}: the first frame shows the whole parsed page`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 40 * 1024,
      uploadThroughput: -1,
    })
    await page.addInitScript(() => {
      // A frame's animation callbacks run just before it paints.
      requestAnimationFrame(() => {
        document.documentElement.dataset.footerAtFirstFrame = String(
          document.getElementById('site-footer') !== null,
        )
      })
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-footer-at-first-frame', 'true')
  })
}
