import { readFileSync } from 'node:fs'

import { type APIRequestContext, type Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { localeFreeRoutes, localized, locales } from './support/routes'
import { expect, test } from './support/test'

type Thing = Record<string, unknown>

/**
 * Every structured-data object of a page: its JSON-LD, and its top-level microdata
 * items (the FAQ page's FAQPage) read as a search engine does, in JSON-LD's shape.
 */
async function jsonLd(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const microdata = await page.evaluate(() => {
    type Item = Record<string, unknown>
    // HTML's whitespace only: the French typography's no-break spaces are text.
    const htmlWhitespace = /[ \t\n\r\f]+/g
    const read = (scope: Element): Item => {
      const item: Item = { '@type': scope.getAttribute('itemtype')?.split('/').pop() }
      const owned = [...scope.querySelectorAll('[itemprop]')].filter(
        (element) => element.parentElement?.closest('[itemscope]') === scope,
      )
      for (const element of owned) {
        const value = element.hasAttribute('itemscope')
          ? read(element)
          : (element.textContent ?? '').replace(htmlWhitespace, ' ').trim()
        const name = element.getAttribute('itemprop') ?? ''
        const seen = item[name]
        item[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
      }
      return item
    }
    return [...document.querySelectorAll('[itemscope]:not([itemprop])')].map(read)
  })
  return [...blocks.map((text) => JSON.parse(text) as Thing), ...microdata]
}

/** The structured-data objects of a page, by @type. */
async function structuredData(page: Page): Promise<Record<string, Thing>> {
  return Object.fromEntries((await jsonLd(page)).map((thing) => [String(thing['@type']), thing]))
}

const crumbNames = (thing: Thing | undefined) =>
  ((thing?.itemListElement as { name: string }[] | undefined) ?? []).map((item) => item.name)

const h1 = async (page: Page, url: string) => {
  await page.goto(url)
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
}

test.describe('structured data', () => {
  // As search engines ask for it: on the home page and the page about the agency.
  for (const url of ['/', '/over-ons', '/en', '/fr/over-ons']) {
    test(`${url} names the organisation`, async ({ page }) => {
      await page.goto(url)
      const { Organization } = await structuredData(page)
      expect(Organization?.name).toBe('Vonk Digital')
      expect(Organization?.vatID).toMatch(/^NL\d{9}B\d{2}$/)
      expect(Organization?.url).toBe(new URL(url.replace('/over-ons', '') || '/', page.url()).href)
    })
  }

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
    expect(questions.length).toBeGreaterThan(10)
    expect(questions.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true)
    const summaries = await page.locator('main details summary').allTextContents()
    expect(questions.map((question) => question.name)).toEqual(summaries.map((s) => s.trim()))
  })

  test('a service page is a Service', async ({ page }) => {
    await page.goto('/services/ecommerce')
    const { Service } = await structuredData(page)
    expect(Service?.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  })

  const expectedTypes: [string, string[]][] = [
    ['/en', ['Organization']],
    ['/en/cases', ['BreadcrumbList']],
    ['/en/cases?service=ecommerce', ['BreadcrumbList']],
    ['/en/cases/gaivota', ['Article', 'BreadcrumbList']],
    ['/en/blogs', ['BreadcrumbList']],
    ['/en/blogs/lokale-seo-checklist', ['BlogPosting', 'BreadcrumbList']],
    ['/en/services/ecommerce', ['BreadcrumbList', 'Service']],
    ['/en/services/digital-marketing', ['BreadcrumbList', 'Service']],
    ['/en/services/digital-marketing/google-ads', ['BreadcrumbList', 'Service']],
    ['/en/faq', ['BreadcrumbList', 'FAQPage']],
    ['/en/over-ons', ['BreadcrumbList', 'Organization']],
    ['/en/werken-bij', ['BreadcrumbList']],
  ]
  for (const [url, types] of expectedTypes) {
    test(`${url} describes itself as ${types.join(' + ')}`, async ({ page }) => {
      await page.goto(url)
      const found = (await jsonLd(page)).map((thing) => String(thing['@type'])).sort()
      expect(found).toEqual(types)
    })
  }

  test('a case study is an Article with breadcrumbs, in the page language', async ({ page }) => {
    const dutch = await h1(page, '/cases/gaivota')
    const english = await h1(page, '/en/cases/gaivota')
    expect(english).not.toBe(dutch)
    const { Article, BreadcrumbList } = await structuredData(page)
    expect(Article?.headline).toBe(english)
    expect(Article?.inLanguage).toBe('en')
    expect(Article?.author).toEqual({ '@type': 'Organization', name: 'Vonk Digital' })
    expect(String(Article?.image)).toMatch(/^https?:\/\/[^/]+\/api\/media\//)
    expect(crumbNames(BreadcrumbList)).toEqual([
      en.components.breadcrumbs.home,
      en.cases.title,
      english,
    ])
  })

  test('a digital-marketing sub-service is a Service under its parent, in French', async ({
    page,
  }) => {
    const parent = await h1(page, '/fr/services/digital-marketing')
    const dutch = await h1(page, '/services/digital-marketing/google-ads')
    const french = await h1(page, '/fr/services/digital-marketing/google-ads')
    expect(french).not.toBe(dutch)
    const { Service, BreadcrumbList } = await structuredData(page)
    expect(Service?.name).toBe(french)
    expect(crumbNames(BreadcrumbList)).toEqual([
      fr.components.breadcrumbs.home,
      fr.services.label,
      parent,
      french,
    ])
    const trail = BreadcrumbList?.itemListElement as { item: string }[]
    expect(trail.at(-2)?.item).toMatch(/\/fr\/services\/digital-marketing$/)
  })

  test('overview, FAQ and free pages name their breadcrumbs in the page language', async ({
    page,
  }) => {
    for (const [url, name] of [
      ['/fr/cases', fr.cases.title],
      ['/fr/blogs', fr.blog.title],
      ['/fr/faq', fr.faq.title],
      ['/fr/over-ons', fr.about.title],
      ['/fr/werken-bij', await h1(page, '/fr/werken-bij')],
    ] as const) {
      await page.goto(url)
      const { BreadcrumbList } = await structuredData(page)
      expect(crumbNames(BreadcrumbList), url).toEqual([fr.components.breadcrumbs.home, name])
    }
  })
})

test.describe('titles', () => {
  const agency = 'Vonk Digital'

  test('every page of the sitemap names the agency once in its title, in all three languages', async ({
    request,
  }) => {
    const urls = localeFreeRoutes.flatMap((route) =>
      locales.map((locale) => localized(route, locale)),
    )
    const wrong: string[] = []
    for (const url of urls) {
      const html = await (await request.get(url)).text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      if (title.split(agency).length !== 2) wrong.push(`${url}: ${title}`)
    }
    expect(wrong).toEqual([])
  })

  test("a record's SEO title is the whole title; a page without one gets the agency name added", async ({
    page,
  }) => {
    const seed = JSON.parse(
      readFileSync(
        new URL('../../content/seed/case-studies/gaivota.json', import.meta.url),
        'utf8',
      ),
    ) as { seo: { title: { en: string } } }
    await page.goto('/en/cases/gaivota')
    await expect(page).toHaveTitle(seed.seo.title.en)
    await page.goto('/en/cases')
    await expect(page).toHaveTitle(`${en.cases.title} | ${agency}`)
  })
})

test.describe('RSS', () => {
  for (const [url, language, title] of [
    ['/rss.xml', 'nl', 'Blog van Vonk Digital'],
    ['/en/rss.xml', 'en', 'Vonk Digital blog'],
    ['/fr/rss.xml', 'fr', 'Le blog de Vonk Digital'],
  ] as const) {
    test(`${url} lists the blog in ${language}`, async ({ request, page }) => {
      const response = await request.get(url)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/rss+xml')
      const xml = await response.text()
      expect(xml).toContain(`<language>${language}</language>`)
      // The feed's own title comes from the catalogue of its language, like every visitor text.
      expect(/<channel>\s*<title>(?:<!\[CDATA\[)?([^<\]]+)/.exec(xml)?.[1]).toBe(title)
      expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(12)
      await page.goto(url.replace('rss.xml', 'blogs'))
      const feedLink = await page.locator('link[type="application/rss+xml"]').getAttribute('href')
      expect(feedLink).toMatch(new RegExp(`${url.replace('.', '\\.')}$`))
    })
  }
})

/** The `content` of the `<meta>` tags of an HTML page, by property or name. */
function metaTags(html: string): Record<string, string> {
  const tags = html.match(/<meta\s[^>]*>/g) ?? []
  return Object.fromEntries(
    tags.flatMap((tag) => {
      const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1]
      const content = /content="([^"]*)"/.exec(tag)?.[1]
      return key && content !== undefined ? [[key, content.replaceAll('&amp;', '&')]] : []
    }),
  )
}

/**
 * Fetches a share image from this server: the absolute URL names the build's
 * SITE_URL, which need not be the address the tests reach it on.
 */
async function fetchImage(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url)
  const response = await request.get(`${pathname}${search}`)
  return { response, body: await response.body() }
}

/** Width and height from a PNG's header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

test.describe('share images (Open Graph, Twitter)', () => {
  for (const locale of locales) {
    test(`every page in ${locale} has a large card with an image that loads`, async ({
      request,
    }) => {
      const failures: string[] = []
      const images = new Map<string, string>()
      for (const route of localeFreeRoutes) {
        const url = localized(route, locale)
        const meta = metaTags(await (await request.get(url)).text())
        const image = meta['og:image'] ?? ''
        if (!/^https?:\/\//.test(image)) failures.push(`${url}: og:image "${image}"`)
        if (!meta['og:image:alt'] || !meta['og:image:width'] || !meta['og:image:height'])
          failures.push(`${url}: og:image without alt, width or height`)
        if (meta['twitter:card'] !== 'summary_large_image') failures.push(`${url}: twitter:card`)
        if (meta['twitter:image'] !== image) failures.push(`${url}: twitter:image differs`)
        images.set(image, url)
      }
      for (const [image, url] of images) {
        const { response, body } = await fetchImage(request, image)
        if (response.status() !== 200 || !/^image\//.test(response.headers()['content-type'] ?? ''))
          failures.push(`${url}: ${image} answers ${response.status()}`)
        if (body.length < 5_000) failures.push(`${url}: ${image} has only ${body.length} bytes`)
      }
      expect(failures).toEqual([])
    })
  }

  const generated = [
    '/',
    '/cases',
    '/blogs?category=branding',
    '/faq',
    '/contact',
    '/over-ons',
    '/services/ecommerce',
    '/services/digital-marketing/google-ads',
    '/werken-bij',
  ]
  for (const route of generated) {
    test(`${route} gets a generated 1200×630 PNG card, drawn per language`, async ({ request }) => {
      const cards = []
      for (const locale of ['nl', 'en'] as const) {
        const meta = metaTags(await (await request.get(localized(route, locale))).text())
        expect(meta['og:image']).toMatch(new RegExp(`^https?://[^/]+/og/${locale}/`))
        expect([meta['og:image:width'], meta['og:image:height']]).toEqual(['1200', '630'])
        const { response, body } = await fetchImage(request, meta['og:image'] ?? '')
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toBe('image/png')
        expect(pngSize(body)).toEqual({ width: 1200, height: 630 })
        expect(body.length).toBeGreaterThan(10_000)
        cards.push(body)
      }
      expect(cards[0]?.equals(cards[1] ?? Buffer.alloc(0))).toBe(false)
    })
  }

  for (const route of ['/cases/gaivota', '/blogs/lokale-seo-checklist']) {
    test(`${route} shares its own image with its localized alt text`, async ({ page, request }) => {
      await page.goto(localized(route, 'en'))
      const meta = (property: string) =>
        page.locator(`meta[property="${property}"]`).getAttribute('content')
      const image = (await meta('og:image')) ?? ''
      expect(image).toMatch(/^https?:\/\/[^/]+\/api\/media\/file\//)
      const { response, body } = await fetchImage(request, image)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\//)
      expect(body.length).toBeGreaterThan(5_000)
      const alt = await meta('og:image:alt')
      const file = encodeURIComponent(new URL(image).pathname.split('/').at(-1) ?? '')
      const picture = page.locator(`main img[src*="${file}"]`).first()
      expect(alt).toBe(await picture.getAttribute('alt'))
      await page.goto(route)
      expect(await meta('og:image:alt')).not.toBe(alt)
    })
  }

  test('cards are prerendered, and an unknown page has none', async ({ request }) => {
    const card = await request.get('/og/fr/services/ecommerce/image.png')
    expect(card.headers()['x-nextjs-cache'] ?? card.headers()['x-nextjs-prerender']).toBeTruthy()
    expect((await request.get('/og/nl/bestaat-niet/image.png')).status()).toBe(404)
    expect((await request.get('/og/de/image.png')).status()).toBe(404)
  })
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
  test('Latin loads with the first text, unpreloaded; Latin Extended has its own same-origin file, loaded on demand', async ({
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

    // A preloaded font holds Chromium's first paint (docs/performance.md): none is.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)

    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    await page.evaluate(() => document.fonts.ready)
    expect(await fetched()).toContain(latin[0]?.url)
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
