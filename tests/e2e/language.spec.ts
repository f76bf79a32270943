import { type BrowserContext, type Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { siteUrl } from './support/env'
import { expect, test } from './support/test'

const YEAR_SECONDS = 365 * 24 * 60 * 60

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')
}

const storedLocale = (page: Page) => page.evaluate(() => window.localStorage.getItem('locale'))
const switchNav = (page: Page, label: string) => page.getByRole('navigation', { name: label })

test.describe('language switch (spec §4)', () => {
  test('is reachable by keyboard, keeps the page, and stores the choice for 365 days and in storage', async ({
    page,
    context,
  }) => {
    await page.goto('/over-ons')
    await expect(page.locator('html')).toHaveAttribute('data-locale-initialised', 'true')
    const english = switchNav(page, nl.components.languageSwitch.label).getByRole('link', {
      name: 'English',
    })
    await english.focus()
    await expect(english).toBeFocused()
    const before = Date.now() / 1000
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/en/over-ons')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const cookie = await languageCookie(context)
    expect(cookie?.value).toBe('en')
    const lifetime = (cookie?.expires ?? 0) - before
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120)
    expect(lifetime).toBeLessThan(YEAR_SECONDS + 120)
    expect(await storedLocale(page)).toBe('en')
    // The switch is labelled in the current language.
    await expect(switchNav(page, en.components.languageSwitch.label)).toBeVisible()
  })

  test('a stored English choice sends a Dutch URL to the English page', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: siteUrl }])
    await page.goto('/cases/gaivota')
    await expect(page).toHaveURL('/en/cases/gaivota')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('an unsupported cookie value is ignored, never an error', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: siteUrl }])
    const response = await page.goto('/faq')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  })

  test('browser storage is read when there is no cookie', async ({ page, context }) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'fr'))
    await page.goto('/blogs')
    await expect(page).toHaveURL('/fr/blogs')
    expect((await languageCookie(context))?.value).toBe('fr')
  })

  test('switching back to Dutch works and is kept', async ({ page, context }) => {
    await page.goto('/fr/contact')
    await switchNav(page, 'Langue').getByRole('link', { name: 'Nederlands' }).click()
    await expect(page).toHaveURL('/contact')
    expect((await languageCookie(context))?.value).toBe('nl')
    await page.goto('/faq')
    await expect(page).toHaveURL('/faq')
  })

  test('switching on a filtered overview keeps the filter', async ({ page }) => {
    await page.goto('/blogs?category=branding')
    await switchNav(page, nl.components.languageSwitch.label)
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page).toHaveURL('/en/blogs?category=branding')
    await expect(page.getByRole('link', { name: /^Branding \(/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('a change in another tab is picked up without a reload by the visitor', async ({
    context,
  }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/over-ons')
    await second.goto('/cases')
    await expect(first.locator('html')).toHaveAttribute('data-locale-initialised', 'true')
    await switchNav(second, nl.components.languageSwitch.label)
      .getByRole('link', { name: 'Français' })
      .click()
    await expect(second).toHaveURL('/fr/cases')
    await expect(first).toHaveURL('/fr/over-ons')
    await expect(first.locator('html')).toHaveAttribute('lang', 'fr')
  })
})

test.describe('language switch without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the links store the choice on the server and keep the page', async ({ page, context }) => {
    await page.goto('/cases/hectool')
    await switchNav(page, nl.components.languageSwitch.label)
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page).toHaveURL('/en/cases/hectool')
    const cookie = await languageCookie(context)
    expect(cookie?.value).toBe('en')
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 120)
    await page.goto('/over-ons')
    await expect(page).toHaveURL('/en/over-ons')
  })
})
