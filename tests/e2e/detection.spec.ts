import { type APIRequestContext } from '@playwright/test'

import { detectionUrl, lookupUrl, siteUrl } from './support/env'
import { expect, test } from './support/test'

// These tests steer one shared fake lookup service: run them one after another.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: detectionUrl })

async function lookup(request: APIRequestContext, mode: string): Promise<void> {
  await request.get(`${lookupUrl}/__control?mode=${mode}&reset=1`)
}
async function lookupHits(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${lookupUrl}/__control`)).json()) as { hits: number }).hits
}

test.describe('automatic language detection (on by env var, spec §4)', () => {
  test('a Dutch IP keeps Dutch', async ({ page, request }) => {
    await lookup(request, 'NL')
    await page.goto('/over-ons')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('nl')
    await expect(page).toHaveURL(`${detectionUrl}/over-ons`)
    expect(await lookupHits(request)).toBe(1)
  })

  test('any other country gives English', async ({ page, request }) => {
    await lookup(request, 'US')
    await page.goto('/over-ons')
    await expect(page).toHaveURL(`${detectionUrl}/en/over-ons`)
  })

  test.describe('when the lookup fails, the time zone decides', () => {
    test.use({ timezoneId: 'Europe/Amsterdam' })
    test('Amsterdam gives Dutch', async ({ page, request }) => {
      await lookup(request, 'fail')
      await page.goto('/faq')
      await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('nl')
      await expect(page).toHaveURL(`${detectionUrl}/faq`)
      expect(await lookupHits(request)).toBe(1)
    })
  })

  test.describe('when the lookup fails elsewhere', () => {
    test.use({ timezoneId: 'America/New_York' })
    test('another time zone gives English', async ({ page, request }) => {
      await lookup(request, 'fail')
      await page.goto('/faq')
      await expect(page).toHaveURL(`${detectionUrl}/en/faq`)
    })
  })

  test('a stored preference is never overridden by detection', async ({
    page,
    context,
    request,
  }) => {
    await lookup(request, 'US')
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: detectionUrl }])
    await page.goto('/cases')
    await expect(page.locator('html')).toHaveAttribute('data-locale-initialised', 'true')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(`${detectionUrl}/cases`)
    expect(await lookupHits(request)).toBe(0)
  })

  test.describe('for crawlers', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    test('detection never runs', async ({ page, request }) => {
      await lookup(request, 'US')
      await page.goto('/cases')
      await expect(page.locator('html')).toHaveAttribute('data-locale-initialised', 'true')
      await page.waitForTimeout(500)
      await expect(page).toHaveURL(`${detectionUrl}/cases`)
      expect(await lookupHits(request)).toBe(0)
    })
  })
})

test.describe('on the main instance', () => {
  test.use({ baseURL: siteUrl, timezoneId: 'America/New_York' })

  test('detection is off by default', async ({ page, request }) => {
    await lookup(request, 'US')
    await page.goto('/over-ons')
    await expect(page.locator('html')).toHaveAttribute('data-locale-initialised', 'true')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(`${siteUrl}/over-ons`)
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull()
    expect(await lookupHits(request)).toBe(0)
  })
})
