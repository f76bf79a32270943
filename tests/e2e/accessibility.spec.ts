import AxeBuilder from '@axe-core/playwright'

import { localeFreeRoutes, localized, locales } from './support/routes'
import { expect, test } from './support/test'

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('the sitemap lists exactly the pages checked here', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  )
  const expected = localeFreeRoutes.flatMap((route) =>
    locales.map((locale) => localized(route, locale)),
  )
  expect([...new Set(listed)].sort()).toEqual([...expected].sort())
})

/** WCAG 2.2 AA on every URL of the sitemap, in all three languages, plus 404 and form result pages. */
test.describe('WCAG 2.2 AA (axe)', () => {
  const urls = [
    ...localeFreeRoutes.flatMap((route) => locales.map((locale) => localized(route, locale))),
    '/cases?service=ecommerce',
    '/en/blogs?category=branding',
    '/cases/bestaat-niet',
    '/fr/nulle-part',
    '/contact/verzonden',
    '/en/nieuwsbrief',
    '/fr/nieuwsbrief/bevestigen',
    '/nieuwsbrief/bedankt',
  ]
  for (const url of urls) {
    test(`${url} has no violations`, async ({ page }) => {
      await page.goto(url)
      const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
      expect(violations).toEqual([])
    })
  }
})

test('the contact form showing its errors has no violations', async ({ page }) => {
  await page.goto('/en/contact')
  await page.locator('#contact-form button[type="submit"]').click()
  await expect(page.locator('#contact-status')).not.toBeEmpty()
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
