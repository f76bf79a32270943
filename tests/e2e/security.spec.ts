import { createHash } from 'node:crypto'

import { type Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { expect, test } from './support/test'

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

  for (const url of ['/', '/fr/faq', '/blogs?category=branding', '/en/nergens']) {
    test(`${url}: inline scripts by hash, never 'unsafe-inline'`, async ({ request }) => {
      const response = await request.get(url)
      const policy = response.headers()['content-security-policy'] ?? ''
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))
      expect(scriptSrc).toBeDefined()
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      // Each inline script of the page as sent has its hash in the policy.
      const html = await response.text()
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text)
      expect(inline.length).toBeGreaterThan(0)
      for (const text of inline) {
        const hash = createHash('sha256')
          .update(text ?? '', 'utf8')
          .digest('base64')
        expect(scriptSrc).toContain(`'sha256-${hash}'`)
      }
    })
  }

  test('the admin keeps the general headers and has its own policy, not the public one', async ({
    request,
  }) => {
    const headers = (await request.get('/admin/login')).headers()
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options']).toBe('nosniff')
    // It frames the site for the live preview, which the public pages never do
    // (the rest of its policy: admin-policy.spec.ts).
    expect(headers['content-security-policy']).toContain("frame-src 'self'")
  })
})

test.describe('content security policy in the browser: what it refuses', () => {
  // These provoke a violation on purpose; every other test fails on any (support/test.ts).
  test.use({ cspViolationsExpected: true })

  test('an inline script the page did not ship is refused', async ({ page, cspViolations }) => {
    await recordViolations(page)
    await page.goto('/en/over-ons')
    const ran = await page.evaluate(() => {
      const injected = document.createElement('script')
      injected.textContent = 'window.injectedRan = true'
      document.body.append(injected)
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations(page)).toContain('script-src-elem inline')
    // The suite-wide check sees it too, so its silence elsewhere means something.
    await expect
      .poll(() => cspViolations.map((violation) => violation.report).join('\n'))
      .toContain('script-src-elem inline')
  })

  test('a public page cannot reach another origin', async ({ page, cspViolations }) => {
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
    await expect
      .poll(() => cspViolations.map((violation) => violation.report).join('\n'))
      .toContain('connect-src https://example.com/')
  })
})

test.describe('content security policy in the browser', () => {
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

test.describe('forwarded headers from a client, not a trusted proxy', () => {
  test('redirects stay on the host the visitor asked for, whatever X-Forwarded-Host claims', async ({
    request,
  }) => {
    const response = await request.get('/nl/contact', {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    const location = new URL(response.headers()['location'] ?? '', 'http://placeholder.invalid')
    expect(location.host).not.toBe('evil.example')
    expect(location.protocol).toBe('http:')
    expect(location.pathname).toBe('/contact')
  })
})
