import { expect, test, type Page } from '@playwright/test'

/** The JSON-LD objects of a page, by @type. */
async function structuredData(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const things = blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
  return Object.fromEntries(things.map((thing) => [String(thing['@type']), thing]))
}

test.describe('structured data', () => {
  test('every page names the organisation', async ({ page }) => {
    await page.goto('/over-ons')
    const { Organization } = await structuredData(page)
    expect(Organization?.name).toBe('Vonk Digital')
    expect(Organization?.vatID).toMatch(/^NL\d{9}B\d{2}$/)
  })

  test('a blog post is a BlogPosting with breadcrumbs, in its language', async ({ page }) => {
    await page.goto('/en/blogs/lokale-seo-checklist')
    const data = await structuredData(page)
    expect(data.BlogPosting?.headline).toBe(
      await page.getByRole('heading', { level: 1 }).textContent(),
    )
    expect(data.BlogPosting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/)
    const trail = data.BreadcrumbList?.itemListElement as { name: string; item: string }[]
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Blog', data.BlogPosting?.headline])
    expect(trail.at(-1)?.item).toMatch(/\/en\/blogs\/lokale-seo-checklist$/)
  })

  test('the FAQ page is an FAQPage with every question', async ({ page }) => {
    await page.goto('/fr/faq')
    const { FAQPage } = await structuredData(page)
    const questions =
      (FAQPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]) ?? []
    await expect(page.locator('main details')).toHaveCount(questions.length)
    expect(questions.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true)
  })

  test('a service page is a Service', async ({ page }) => {
    await page.goto('/services/ecommerce')
    const { Service } = await structuredData(page)
    expect(Service?.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  })
})

test.describe('RSS', () => {
  for (const [url, language] of [
    ['/rss.xml', 'nl'],
    ['/en/rss.xml', 'en'],
    ['/fr/rss.xml', 'fr'],
  ] as const) {
    test(`${url} lists the blog in ${language}`, async ({ request, page }) => {
      const response = await request.get(url)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/rss+xml')
      const xml = await response.text()
      expect(xml).toContain(`<language>${language}</language>`)
      expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(12)
      await page.goto(url.replace('rss.xml', 'blogs'))
      const feedLink = await page.locator('link[type="application/rss+xml"]').getAttribute('href')
      expect(feedLink).toMatch(new RegExp(`${url.replace('.', '\\.')}$`))
    })
  }
})
