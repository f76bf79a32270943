import { expect, test } from './support/test'

const words = ['DIGITAL', 'ECOMMERCE', 'WEB']

test.describe('home hero', () => {
  test('screen readers get all rotating words at once', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.join(', '))
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('all words are shown, still', async ({ page }) => {
      await page.goto('/en')
      for (const word of words) {
        const visible = page.locator('.rotating-word-track span', {
          hasText: new RegExp(`^${word}$`),
        })
        await expect(visible).toBeVisible()
        expect(await visible.evaluate((element) => getComputedStyle(element).animationName)).toBe(
          'none',
        )
        expect(await visible.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
      }
    })
  })

  test('the home page shows the six services, featured work and the general FAQs', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('#diensten li')).toHaveCount(6)
    await expect(page.locator('#werk article').first()).toBeVisible()
    await expect(page.locator('#faq details').first()).toBeVisible()
  })
})

test.describe('images', () => {
  test.use({ deviceScaleFactor: 3 })

  test('avatars and logos offer a 1x and a 2x file; fluid images offer widths', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const fixed = page.locator('#testimonials figcaption img, #partners img')
    expect(await fixed.count()).toBeGreaterThan(6)
    for (const srcset of await fixed.evaluateAll((images) =>
      images.map((image) => image.getAttribute('srcset') ?? ''),
    )) {
      expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['1x', '2x'])
    }
    const card = page.locator('#werk article img').first()
    expect(await card.getAttribute('srcset')).toMatch(/ 640w, .* 1080w/)

    // On a 3x phone the browser takes the 2x file: 96 pixels for 48 CSS pixels.
    const avatar = page.locator('#testimonials figcaption img').first()
    await avatar.scrollIntoViewIfNeeded()
    await expect(avatar).toHaveJSProperty('complete', true)
    expect(await avatar.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('&w=96&')
  })
})

/**
 * The sections below the first screen are rendered only as they come near
 * (`content-visibility: auto`, `.render-deferred`): on a phone, scrolling through the page
 * in either direction, and jumping to an anchor first, must move nothing on screen.
 */
test.describe('sections rendered as they come near', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  async function recordShifts(page: import('@playwright/test').Page) {
    await page.evaluate(async () => {
      await document.fonts.ready
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift' })
    })
  }

  async function scrollThrough(page: import('@playwright/test').Page, step: number) {
    for (let turn = 0; turn < 60; turn++) {
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.wheel(0, step)
      // Two frames: the scroll, then the rendering of what came near.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      if ((await page.evaluate(() => window.scrollY)) === before) return
    }
  }

  const shifts = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)

  test('the home page, scrolled down to the footer, shifts nothing', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#faq')).toHaveCSS('content-visibility', 'auto')
    await recordShifts(page)
    await scrollThrough(page, 400)
    await expect(page.locator('#site-footer')).toBeInViewport()
    expect(await shifts(page)).toEqual([])
  })

  test('an anchor lands on its section, and scrolling back up shifts nothing', async ({ page }) => {
    await page.goto('/#faq')
    await expect(page.locator('#faq-heading')).toBeInViewport()
    await recordShifts(page)
    await scrollThrough(page, -400)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    expect(await shifts(page)).toEqual([])
  })
})
