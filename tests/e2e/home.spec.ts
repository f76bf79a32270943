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
