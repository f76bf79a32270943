import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

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

/** `U+0100-017F, U+1??` → ranges of code points. */
function unicodeRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const range = part.trim().replace(/^U\+/i, '')
    if (range.includes('?')) {
      return [parseInt(range.replaceAll('?', '0'), 16), parseInt(range.replaceAll('?', 'F'), 16)]
    }
    const [from = '', to = from] = range.split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
}

type Face = { family: string; url: string; covers: (character: string) => boolean }

/** The @font-face rules of a page's stylesheets, with absolute file URLs. */
async function fontFaces(page: Page, request: APIRequestContext): Promise<Face[]> {
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  const faces: Face[] = []
  for (const sheet of sheets) {
    const css = await (await request.get(sheet)).text()
    for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
      const src = /src:\s*url\(["']?([^"')]+)/.exec(body)?.[1]
      if (!src || src.startsWith('local(')) continue
      const ranges = unicodeRanges(/unicode-range:\s*([^;}]+)/.exec(body)?.[1] ?? 'U+0-10FFFF')
      faces.push({
        family: /font-family:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? '',
        url: new URL(src, sheet).href,
        covers: (character) => {
          const code = character.codePointAt(0) ?? -1
          return ranges.some(([from, to]) => code >= from && code <= to)
        },
      })
    }
  }
  return faces
}

test.describe('brand font', () => {
  test('Latin is preloaded; Latin Extended has its own same-origin file, loaded on demand', async ({
    page,
    request,
    baseURL,
  }) => {
    const unusedPreloads: string[] = []
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text()))
        unusedPreloads.push(message.text())
    })
    await page.goto('/en')
    const faces = await fontFaces(page, request)
    const latin = faces.filter((face) => face.covers('a'))
    const extended = faces.filter((face) => ['ł', 'ő', 'Ş'].every((c) => face.covers(c)))
    expect(latin).toHaveLength(1)
    expect(extended).toHaveLength(1)
    // French ligature œ is in the Latin file: French pages never fetch the extension.
    expect(extended[0]?.covers('œ')).toBe(false)
    for (const face of [...latin, ...extended]) {
      expect(new URL(face.url).origin).toBe(new URL(baseURL ?? '').origin)
      const file = await request.get(face.url)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('font/woff2')
    }

    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(preloaded).toEqual([latin[0]?.url])

    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    await page.evaluate(() => document.fonts.ready)
    expect(await fetched()).not.toContain(extended[0]?.url)

    await page.evaluate(() => {
      const text = document.createElement('p')
      text.textContent = 'Łódź, Győr, Şişli'
      document.querySelector('main')?.append(text)
    })
    await expect.poll(fetched).toContain(extended[0]?.url)

    // Chrome reports a preloaded file that is not used within a few seconds of load.
    await page.waitForTimeout(4_000)
    expect(unusedPreloads).toEqual([])
  })
})
