import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

/*
 * The inlined rules are those of what the first paint can show (src/lib/http/firstScreen.ts):
 * deferred sections after a page's first two and the answers of closed disclosures are
 * left out of them. first-paint.spec.ts checks one desktop screen; here the same check
 * runs on the screens where a left-out section would come closest: Lighthouse's phone,
 * a tablet held upright (1024×1366: the home page shows its second deferred section) and
 * a tall monitor (the FAQ shows three groups). Whatever the first screen shows is styled
 * the same with the stylesheet refused as with it.
 */

const pages = [
  '/',
  '/fr',
  '/fr/faq',
  '/over-ons',
  '/cases/gaivota',
  '/blogs/core-web-vitals-uitgelegd',
  '/services/ecommerce',
  '/contact',
]

const screens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'tablet', viewport: { width: 1024, height: 1366 }, isMobile: false },
  { name: 'monitor', viewport: { width: 2560, height: 1440 }, isMobile: false },
]

/**
 * Each element the first screen shows: the part of its box on the screen, and the styles
 * that show. Content that is not rendered (a closed disclosure's answer, a section
 * skipped by `content-visibility`) is not shown, whatever its box; an element reaching
 * below the screen shows only its part on it.
 */
async function firstScreen(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  // The quote assistant's button appears once the page is interactive.
  await expect(page.locator('button[aria-haspopup="dialog"]')).toBeVisible()
  return page.evaluate(() => {
    const shown: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) {
        continue
      }
      if (!element.checkVisibility({ contentVisibilityAuto: true })) continue
      const top = Math.max(box.top, 0)
      const bottom = Math.min(box.bottom, innerHeight)
      const style = getComputedStyle(element)
      shown.push(
        [
          element.tagName,
          element.getAttribute('class') ?? '',
          ...[box.x, top, box.width, bottom - top].map(Math.round),
          style.color,
          style.backgroundColor,
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.borderRadius,
          style.opacity,
          style.display,
          style.padding,
        ].join(' | '),
      )
    }
    return shown
  })
}

for (const screen of screens) {
  test.describe(`${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile })

    for (const path of pages) {
      test(`${path}: the first screen is styled by the inlined rules alone`, async ({
        page,
        browser,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(path)
        const styled = await firstScreen(page)
        expect(styled.length).toBeGreaterThan(10)

        const context = await browser.newContext({
          viewport: screen.viewport,
          isMobile: screen.isMobile,
          reducedMotion: 'reduce',
        })
        try {
          const inlineOnly = await context.newPage()
          await inlineOnly.route(/\/_next\/static\/.*\.css(\?.*)?$/, (route) => route.abort())
          await inlineOnly.goto(path)
          expect(await firstScreen(inlineOnly)).toEqual(styled)
        } finally {
          await context.close()
        }
      })
    }
  })
}
