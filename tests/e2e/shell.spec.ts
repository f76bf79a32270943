import { expect, test } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

test.describe('header, footer and shell', () => {
  test('the main navigation has the spec items and every header and footer link resolves', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: nl.components.header.mainNav })
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Diensten',
      'Cases',
      'Blog',
      'FAQ',
      'Over ons',
      'Contact',
    ])
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
    expect(internal.length).toBeGreaterThan(10)
    for (const href of internal) {
      const response = await request.get(href.split('#')[0] || '/')
      expect(response.status(), href).toBe(200)
    }
  })

  test('the footer holds the spec links, the newsletter field, the legal details and © 2025', async ({
    page,
  }) => {
    await page.goto('/en')
    const footer = page.locator('footer')
    for (const href of [
      '/en/werken-bij',
      '/en/contact',
      '/en/faq',
      '/en/ons-verhaal',
      '/en/privacybeleid',
      '/en/algemene-voorwaarden',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.getByLabel(en.components.newsletter.label)).toHaveAttribute('type', 'email')
    await expect(footer).toContainText('© 2025')
    await expect(footer).toContainText(/KvK|Chamber of Commerce/)
  })

  test('a skip link leads keyboard users to the content', async ({ page }) => {
    await page.goto('/faq')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: nl.components.skipLink })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the menu opens and closes by keyboard and lists the navigation', async ({ page }) => {
      await page.goto('/over-ons')
      const toggle = page.getByText(nl.components.header.menu, { exact: true })
      await expect(toggle).toBeVisible()
      const menu = page.getByRole('navigation', { name: nl.components.header.mainNav })
      await expect(menu).toBeHidden()
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(menu).toBeVisible()
      await menu.getByRole('link', { name: 'Cases' }).click()
      await expect(page).toHaveURL('/cases')
    })
  })
})
