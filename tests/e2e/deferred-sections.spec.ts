import { type Page } from '@playwright/test'

import { locales } from './support/routes'
import { expect, test } from './support/test'

/**
 * Sections below the first screen are rendered only as they come near the viewport
 * (`content-visibility: auto`, `.render-deferred` in src/styles/globals.css).
 */

/** The phone the checks use: the narrowest width the site supports, where sections are tallest. */
test.use({ viewport: { width: 320, height: 700 }, isMobile: true })

async function sitemapPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  )
}

const inLocale = (path: string, locale: string) =>
  locale === 'nl'
    ? !/^\/(en|fr)(\/|$)/.test(path)
    : path === `/${locale}` || path.startsWith(`/${locale}/`)

for (const locale of locales) {
  /*
   * A skipped section's placeholder must be at least as tall as the section really is:
   * axe measures skipped text where it would really be laid out, and text that spills
   * past the placeholder is checked against whatever lies there (a dark footer:
   * dequelabs/axe-core#2768), which took Lighthouse's Accessibility to 97.
   */
  test(`every deferred section fits its placeholder at 320 px (${locale})`, async ({ page }) => {
    test.setTimeout(240_000)
    const paths = (await sitemapPaths(page)).filter((path) => inLocale(path, locale))
    expect(paths.length).toBeGreaterThan(40)
    const tooTall: string[] = []
    for (const path of paths) {
      await page.goto(path)
      const sections = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.render-deferred')].map((element) => {
          const placeholder = parseFloat(
            getComputedStyle(element).containIntrinsicHeight.replace('auto', ''),
          )
          element.style.contentVisibility = 'visible'
          const height = element.getBoundingClientRect().height
          return {
            name: element.id || element.getAttribute('aria-labelledby') || element.tagName,
            height,
            placeholder,
          }
        }),
      )
      expect(sections.length, path).toBeGreaterThan(0)
      for (const { name, height, placeholder } of sections) {
        if (!(height <= placeholder))
          tooTall.push(`${path} ${name}: ${Math.round(height)} px > ${placeholder} px`)
      }
    }
    expect(tooTall).toEqual([])
  })
}

/*
 * Once a page's sections start to be deferred, everything after them in <main> is too:
 * a block left out between them is styled and laid out with the first screen however far
 * down it is (a case study's video, which held Chromium's first frame on a phone with
 * three times the post's style work: README, "Benchmark").
 */
test('after the first deferred section, every block of <main> is deferred (nl)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const paths = (await sitemapPaths(page)).filter((path) => inLocale(path, 'nl'))
  const eager: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const blocks = await page.evaluate(() => {
      const main = document.querySelector('main')
      // A page that is one <article> has its blocks inside it.
      const top = main?.children.length === 1 ? main.firstElementChild : main
      const children = [...(top?.children ?? [])].filter((child) => child.tagName !== 'SCRIPT')
      const first = children.findIndex((child) => child.classList.contains('render-deferred'))
      if (first < 0) return []
      return children
        .slice(first)
        .filter((child) => !child.classList.contains('render-deferred'))
        .map((child) => `${child.tagName.toLowerCase()}.${[...child.classList].join('.')}`)
    })
    for (const block of blocks) eager.push(`${path}: ${block}`)
  }
  expect(eager).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  async function recordShifts(page: Page) {
    await page.evaluate(async () => {
      await document.fonts.ready
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as unknown as { value: number }).value)
        }
      }).observe({ type: 'layout-shift' })
    })
  }

  /** Scrolls by `step` until the page stops moving, two frames per step. */
  async function scrollThrough(page: Page, step: number) {
    for (let turn = 0; turn < 200; turn++) {
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.wheel(0, step)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      if ((await page.evaluate(() => window.scrollY)) === before) return
    }
  }

  const shifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)

  test('the home page, scrolled down to the footer, shifts nothing', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#faq')).toHaveCSS('content-visibility', 'auto')
    await recordShifts(page)
    await scrollThrough(page, 600)
    await expect(page.locator('#site-footer')).toBeInViewport()
    expect(await shifts(page)).toEqual([])
  })

  test('an anchor lands on its section, and scrolling back up shifts nothing', async ({ page }) => {
    await page.goto('/#faq')
    await expect(page.locator('#faq-heading')).toBeInViewport()
    await recordShifts(page)
    await scrollThrough(page, -600)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    expect(await shifts(page)).toEqual([])
  })

  test('find-in-page reaches text of a section not rendered yet', async ({ page }) => {
    await page.goto('/')
    const question = page.locator('#faq summary').first()
    const text = (await question.textContent()) ?? ''
    // window.find() is the page's own find-in-page: it selects the match, rendering its section.
    expect(
      await page.evaluate(
        (needle) => (window as unknown as { find: (text: string) => boolean }).find(needle),
        text.slice(0, 30),
      ),
    ).toBe(true)
    expect(
      await page.evaluate(
        () => window.getSelection()?.anchorNode?.parentElement?.closest('#faq') !== null,
      ),
    ).toBe(true)
  })
})
