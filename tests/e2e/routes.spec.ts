import { localeFreeRoutes, localized, locales } from './support/routes'
import { expect, test } from './support/test'

test.describe('every route of the spec', () => {
  for (const locale of locales) {
    test(`answers 200 with <html lang="${locale}"> for all ${localeFreeRoutes.length} routes in ${locale}`, async ({
      request,
    }) => {
      // 55 loads one after the other, and after other tests' saves some pages render
      // again on their first visit: French took 29.2 s of the default 30 on PostgreSQL.
      test.setTimeout(90_000)
      const failures: string[] = []
      for (const route of localeFreeRoutes) {
        const url = localized(route, locale)
        const response = await request.get(url, { maxRedirects: 0 })
        const html = await response.text()
        const lang = /<html[^>]*\slang="([a-z]+)"/.exec(html)?.[1]
        if (response.status() !== 200 || lang !== locale)
          failures.push(`${url}: ${response.status()} lang=${lang}`)
      }
      expect(failures).toEqual([])
    })
  }

  test('pages are prerendered, not rendered per visit', async ({ request }) => {
    for (const url of [
      '/',
      '/en/cases/gaivota',
      '/fr/blogs',
      '/services/digital-marketing/blog-automation',
    ]) {
      const response = await request.get(url)
      expect(
        response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender'],
        url,
      ).toBeTruthy()
    }
  })

  test('/services/e-commerce permanently redirects to /services/ecommerce, in every language', async ({
    request,
  }) => {
    for (const locale of locales) {
      const response = await request.get(localized('/services/e-commerce', locale), {
        maxRedirects: 0,
      })
      expect(response.status()).toBe(308)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(
        localized('/services/ecommerce', locale),
      )
    }
  })

  test('/nl/... is not a second address of a Dutch page', async ({ request }) => {
    const response = await request.get('/nl/over-ons', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/over-ons')
  })

  test('each page names its canonical URL and its alternates in all languages plus x-default', async ({
    page,
  }) => {
    await page.goto('/en/cases/gaivota')
    const href = (selector: string) => page.locator(selector).getAttribute('href')
    expect(await href('link[rel="canonical"]')).toMatch(/\/en\/cases\/gaivota$/)
    expect(await href('link[rel="alternate"][hreflang="nl"]')).toMatch(/[^/]\/cases\/gaivota$/)
    expect(await href('link[rel="alternate"][hreflang="fr"]')).toMatch(/\/fr\/cases\/gaivota$/)
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toMatch(
      /[^/]\/cases\/gaivota$/,
    )
    await expect(page).toHaveTitle(/Gaivota|webshop/i)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
  })

  test('robots.txt and the sitemap list every public URL with alternates', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap:')
    expect(robots).toContain('Disallow: /admin')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const route of localeFreeRoutes) {
      for (const locale of locales) {
        const path = localized(route, locale)
        expect(sitemap, path).toMatch(
          new RegExp(
            `<loc>https?://[^<]+${path === '/' ? '' : path.replace(/[/-]/g, '\\$&')}</loc>`,
          ),
        )
      }
    }
    expect(sitemap).toContain('hreflang="x-default"')
  })
})
