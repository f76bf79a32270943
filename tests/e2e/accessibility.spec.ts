import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** One page of each type, in each language somewhere. */
const pages = [
  '/',
  '/cases',
  '/cases/gaivota',
  '/en/blogs',
  '/en/blogs/lokale-seo-checklist',
  '/fr/blogs/core-web-vitals-uitgelegd',
  '/faq',
  '/fr/services/ecommerce',
  '/services/digital-marketing',
  '/en/services/digital-marketing/blog-automation',
  '/over-ons',
  '/contact',
  '/fr/privacybeleid',
  '/cases/bestaat-niet',
]

test.describe('WCAG 2.2 AA (axe)', () => {
  for (const url of pages) {
    test(`${url} has no violations`, async ({ page }) => {
      await page.goto(url)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})
