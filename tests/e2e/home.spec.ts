import { expect, test } from '@playwright/test'

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
