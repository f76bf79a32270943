import type { Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import settings from '../../content/seed/globals/site-settings.json' with { type: 'json' }
import { shown } from './support/shown'
import { expect, test } from './support/test'

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

  test('the footer introduces the agency and links its social profiles from the site settings', async ({
    page,
  }) => {
    await page.goto('/en')
    const contact = page.locator('footer section[aria-labelledby="footer-contact"]')
    await expect(contact).toContainText(settings.footerText.en)
    const profiles = contact.getByRole('list', { name: en.components.footer.social })
    await expect(profiles.getByRole('link')).toHaveCount(settings.socialLinks.length)
    const linkedin = profiles.getByRole('link', { name: /^LinkedIn/ })
    await expect(linkedin).toHaveAttribute('href', settings.socialLinks[0]?.url ?? '')
    await expect(linkedin).toHaveAttribute('rel', /noopener/)
    await expect(linkedin).toContainText(en.components.externalLink)
    await page.goto('/fr')
    const french = page.locator('footer section[aria-labelledby="footer-contact"]')
    await expect(french).toContainText('Vonk Digital est une agence digitale basée à Amsterdam.')
    await expect(french.getByRole('list', { name: fr.components.footer.social })).toBeVisible()
  })

  test('a skip link leads keyboard users to the content', async ({ page }) => {
    await page.goto('/faq')
    await shown(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: nl.components.skipLink })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('home fits the screen in every language, at every width from a phone to a desktop', async ({
    page,
  }) => {
    // The widest labels are French; 1024 px is where the whole navigation moves into the
    // bar (French was 65 px wider than the screen there, English 54).
    const overflow: string[] = []
    for (const path of ['/', '/en', '/fr']) {
      for (const width of [320, 390, 768, 1023, 1024, 1100, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        if (width === 320) await page.goto(path)
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        if (wide > width) overflow.push(`${path} at ${width} px: ${wide} px wide`)
      }
    }
    expect(overflow).toEqual([])
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

/** The header's links that say they are the current page or section, as `label=state`. */
async function currentHeaderLinks(page: Page, navName: string) {
  const nav = page.getByRole('navigation', { name: navName }).first()
  return nav
    .locator('a[aria-current]')
    .evaluateAll((links) =>
      links.map((link) => `${link.textContent?.trim()}=${link.getAttribute('aria-current')}`),
    )
}

const markedCases: [string, string, string[]][] = [
  ['/', nl.components.header.mainNav, ['Home=page']],
  ['/cases?service=ecommerce', nl.components.header.mainNav, ['Cases=page']],
  ['/cases/gaivota', nl.components.header.mainNav, ['Cases=true']],
  ['/en/over-ons', en.components.header.mainNav, ['About us=page']],
  ['/en/blogs?category=branding', en.components.header.mainNav, ['Blog=page']],
]

test.describe('the menus mark the current page', () => {
  for (const [path, navName, expected] of markedCases) {
    test(`${path}: ${expected.join(', ')}`, async ({ page }) => {
      await page.goto(path)
      await expect.poll(() => currentHeaderLinks(page, navName)).toEqual(expected)
    })
  }

  test('the mark follows a navigation inside the site, and the footer marks its page', async ({
    page,
  }) => {
    await page.goto('/faq')
    const nav = page.getByRole('navigation', { name: nl.components.header.mainNav })
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blogs')
    await expect
      .poll(() => currentHeaderLinks(page, nl.components.header.mainNav))
      .toEqual(['Blog=page'])
    await page.goto('/en/privacybeleid')
    await expect(page.locator('footer a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/en/privacybeleid',
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const [path, navName, expected] of markedCases) {
      test(`the server HTML already marks it: ${path}`, async ({ page }) => {
        await page.goto(path)
        expect(await currentHeaderLinks(page, navName)).toEqual(expected)
      })
    }
  })
})
