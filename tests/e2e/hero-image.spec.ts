import type { CDPSession, Page } from '@playwright/test'

import { expect, test } from './support/test'

/*
 * A case and a post lead with their image, which is the LCP element on a phone (docs/performance.md,
 * "How a page reaches its first paint"). Its request is the one that decides the LCP: it
 * must start at high priority, not at the low priority of an image (and of the async
 * scripts beside it), and fetch no more pixels than its box shows, on the phone
 * Lighthouse emulates and on a common 3× phone.
 */

const heroes = [
  { path: '/cases/gaivota', file: 'media-cases-gaivota-hero.webp' },
  { path: '/en/cases/gaivota', file: 'media-cases-gaivota-hero.webp' },
  { path: '/blogs/core-web-vitals-uitgelegd', file: 'media-blog-core-web-vitals-uitgelegd.webp' },
]

const phones = [
  { name: "Lighthouse's phone", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: 'a 390 px phone at 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
]

type Request = { url: string; priority: string }

/** Every request of the page for one file through the image optimizer, as Chromium started it. */
async function requestsFor(page: Page, file: string): Promise<Request[]> {
  const seen: Request[] = []
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const optimized = new URL(request.url).searchParams.get('url')
    if (optimized === `/api/media/file/${file}`) {
      seen.push({ url: request.url, priority: request.initialPriority })
    }
  })
  return seen
}

/** The widths of an image's srcset candidates (`… 750w, …`). */
function candidateWidths(srcset: string): number[] {
  return srcset
    .split(',')
    .map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]))
    .filter((width) => Number.isFinite(width) && width > 0)
}

for (const phone of phones) {
  test.describe(`on ${phone.name}`, () => {
    test.use({ viewport: phone.viewport, deviceScaleFactor: phone.deviceScaleFactor })

    for (const { path, file } of heroes) {
      test(`${path}: the hero image is requested once, at high priority, no wider than its box`, async ({
        page,
      }) => {
        const requests = await requestsFor(page, file)
        await page.goto(path)
        await page.waitForLoadState('load')
        const hero = page.locator('main img').first()
        const shown = await hero.evaluate((image: HTMLImageElement) => ({
          width: image.getBoundingClientRect().width,
          ratio: devicePixelRatio,
          srcset: image.srcset,
          current: image.currentSrc,
        }))

        // The preload in <head> and the <img> agree on the file (same `sizes`), and the
        // request starts high: a low one waits behind the scripts.
        expect(new Set(requests.map(({ url }) => url))).toEqual(new Set([shown.current]))
        expect(requests[0]?.priority).toBe('High')

        // `sizes` matches the box: the file is at most the smallest candidate that covers
        // the box's device pixels (`100vw` chose the next size up on a 3× phone).
        const needed = shown.width * shown.ratio
        const enough = Math.min(...candidateWidths(shown.srcset).filter((w) => w >= needed))
        const requested = Number(new URL(shown.current).searchParams.get('w'))
        expect(requested).toBeGreaterThan(0)
        expect(requested).toBeLessThanOrEqual(enough)
        // No icon widths (32–384 px) in its srcset, which the HTML carries twice (the
        // preload and the <img>): no phone of 320 px or more at 2× shows it that narrow.
        expect(Math.min(...candidateWidths(shown.srcset))).toBeGreaterThanOrEqual(640)

        await expect(hero).toHaveAttribute('fetchpriority', 'high')

        // And it is the largest element of the first screen: what the LCP measures.
        const lcpIsHero = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              new PerformanceObserver((list) => {
                const last = list.getEntries().at(-1) as
                  (PerformanceEntry & { element: Element | null }) | undefined
                resolve(last?.element === document.querySelector('main img'))
              }).observe({ type: 'largest-contentful-paint', buffered: true })
            }),
        )
        expect(lcpIsHero).toBe(true)
      })
    }
  })
}
