import { expect, test, type Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

type Recorded = { cspViolations: string[] }

/** Collects the page's Content-Security-Policy violations from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as Recorded).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as Recorded).cspViolations)

test.describe('security headers', () => {
  for (const url of ['/', '/en/cases/gaivota', '/cases?service=ecommerce', '/fr/nulle-part']) {
    test(`${url} is served with the pages' policy`, async ({ request }) => {
      const headers = (await request.get(url)).headers()
      expect(headers['content-security-policy']).toContain("default-src 'self'")
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    })
  }

  test('the admin keeps the general headers and is left without the public policy', async ({
    request,
  }) => {
    const headers = (await request.get('/admin/login')).headers()
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toBeUndefined()
  })
})

test.describe('content security policy in the browser', () => {
  test('a public page cannot reach another origin', async ({ page }) => {
    await recordViolations(page)
    await page.goto('/en')
    const outcome = await page.evaluate(() =>
      fetch('https://example.com/').then(
        () => 'loaded',
        () => 'blocked',
      ),
    )
    expect(outcome).toBe('blocked')
    await expect.poll(() => violations(page)).toContain('connect-src https://example.com/')
  })

  test('pages, video, forms, the language switch and the quote assistant run within it', async ({
    page,
  }) => {
    await recordViolations(page)
    await page.goto('/cases/gaivota')
    await page.locator('video').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])

    await page.goto('/en/contact')
    await page.locator('#contact-form button[type="submit"]').click()
    await expect(page.locator('#contact-status')).not.toBeEmpty()
    expect(await violations(page)).toEqual([])

    await page.goto('/')
    await page.getByRole('button', { name: nl.chatbot.open }).click()
    await expect(page.getByRole('dialog', { name: nl.chatbot.title })).toBeVisible()
    await page.keyboard.press('Escape')
    await page
      .getByRole('navigation', { name: nl.components.languageSwitch.label })
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('button', { name: en.chatbot.open })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])
  })
})
