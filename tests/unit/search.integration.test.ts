import fc from 'fast-check'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { BlogPost } from '@/payload-types'

import { payload, startPayload } from './support/startPayload'

/**
 * The site search against a real throwaway database: SQLite FTS5 here, and in
 * `npm run test:postgres` PostgreSQL's full-text search on an empty database of its own
 * (TEST_DATABASE_URL). What is found (stems, accents, one typo, title first, one
 * language), what never is (drafts), that the index follows publish, unpublish,
 * delete and scheduled publishing inside the save's transaction, the reindex, the
 * searches without results, and that no query text makes either engine fail.
 */
const { postgres } = startPayload('search-db')

type Search = typeof import('@/cms/search/search')
type Sync = typeof import('@/cms/search/sync')
type Store = typeof import('@/cms/search/store')

let search: Search
let sync: Sync
let store: Store
let image: number
// No page cache nor proxy list in this test: saves only touch the database.
const context = { disableRevalidate: true }

beforeAll(async () => {
  search = await import('@/cms/search/search')
  sync = await import('@/cms/search/sync')
  store = await import('@/cms/search/store')
  const data = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Een plaatje' },
    file: { data, mimetype: 'image/png', name: `search-${Date.now()}.png`, size: data.length },
    context,
  })
  image = media.id
})

type Locale = 'nl' | 'en' | 'fr'
type Texts = { title: string; excerpt: string; text: string }

let posts = 0
function post(
  texts: Texts,
  status: 'draft' | 'published',
): Omit<BlogPost, 'id' | 'createdAt' | 'updatedAt'> {
  posts++
  return {
    slug: `zoek-${posts}-${Date.now()}`,
    title: texts.title,
    excerpt: texts.excerpt,
    author: 'Vonk Digital',
    date: new Date().toISOString(),
    readTime: 3,
    category: 'branding',
    image,
    format: 'paragraphs',
    paragraphs: [{ text: texts.text }],
    _status: status,
  }
}

/** A post with its Dutch text, and the other languages' where given. */
async function createPost(
  texts: Partial<Record<Locale, Texts>> & { nl: Texts },
  status: 'draft' | 'published' = 'published',
) {
  const created = await payload.create({
    collection: 'blog-posts',
    locale: 'nl',
    data: post(texts.nl, status),
    draft: status === 'draft',
    context,
  })
  for (const locale of ['en', 'fr'] as const) {
    const own = texts[locale]
    if (!own) continue
    await payload.update({
      collection: 'blog-posts',
      id: created.id,
      locale,
      data: {
        title: own.title,
        excerpt: own.excerpt,
        paragraphs: [{ text: own.text }],
        _status: status,
      },
      draft: status === 'draft',
      context,
    })
  }
  return created.id
}

const find = (locale: Locale, query: string) =>
  search.searchSite(payload, locale, query, { limit: 50, offset: 0 })
const titles = async (locale: Locale, query: string) =>
  (await find(locale, query)).results.map((result) => result.title)

describe('what a query finds', () => {
  beforeAll(async () => {
    await createPost({
      nl: {
        title: 'Een nieuwe Shopify-winkel voor een badmodelabel',
        excerpt: 'Hoe we de verkoop online verdubbelden.',
        text: 'Gaivota ontwerpt zwemkleding en verkocht die via een trage webshop.',
      },
      en: {
        title: 'A new Shopify store for a swimwear label',
        excerpt: 'How we doubled online sales.',
        text: 'Gaivota designs swimwear and sold it through a slow online shop.',
      },
      fr: {
        title: 'Une nouvelle boutique Shopify',
        excerpt: 'Comment nous avons doublé les ventes.',
        text: 'Le référencement naturel du café en ligne a triplé.',
      },
    })
  })

  it('stems in the language: "webshops" finds a page that only says "webshop"', async () => {
    expect(await titles('nl', 'webshops')).toContain(
      'Een nieuwe Shopify-winkel voor een badmodelabel',
    )
  })

  it('folds accents: "referencement" finds "référencement", "cafe" finds "café"', async () => {
    expect(await titles('fr', 'referencement')).toEqual(['Une nouvelle boutique Shopify'])
    expect(await titles('fr', 'cafe')).toEqual(['Une nouvelle boutique Shopify'])
    expect(await titles('fr', 'RÉFÉRENCEMENT')).toEqual(['Une nouvelle boutique Shopify'])
  })

  it('forgives one typo in a word of six letters or more, not in shorter words', async () => {
    // Swapped, added, left out, changed: each one typo from "zwemkleding".
    for (const typo of ['zwemkledign', 'zwemkleeding', 'zwemklding', 'zwemkledinf']) {
      expect(await titles('nl', typo), typo).toEqual([
        'Een nieuwe Shopify-winkel voor een badmodelabel',
      ])
    }
    expect(await titles('nl', 'zwmekldeing')).toEqual([]) // two typos
    expect(await titles('nl', 'trgae')).toEqual([]) // "trage" with a typo: five letters
  })

  it('finds nothing of another language: a word of the Dutch text is no English result', async () => {
    expect(await titles('en', 'zwemkleding')).toEqual([])
    expect(await titles('en', 'swimwear')).toEqual(['A new Shopify store for a swimwear label'])
    expect(await titles('nl', 'swimwear')).toEqual([])
  })

  it('marks the matched words in the snippet', async () => {
    const { results } = await find('nl', 'webshops')
    const marked = results[0]?.snippet.filter((segment) => segment.mark).map((s) => s.text)
    expect(marked).toEqual(['webshop'])
  })

  it('ranks pages with the words in the title above pages with them in the text', async () => {
    await createPost({
      nl: {
        title: 'Wat we leerden van honderd klanten',
        excerpt: 'Over conversie.',
        text: 'Conversie, conversie, conversie: elke conversie telt, en conversie is alles.',
      },
    })
    await createPost({
      nl: {
        title: 'Conversie verhogen in vijf stappen',
        excerpt: 'Praktisch.',
        text: 'Een stappenplan.',
      },
    })
    expect(await titles('nl', 'conversie')).toEqual([
      'Conversie verhogen in vijf stappen',
      'Wat we leerden van honderd klanten',
    ])
  })

  it('reads operators and SQL as words, and finds nothing for them', async () => {
    for (const query of [
      '"webshop',
      'webshop*',
      'NEAR(webshop zwemkleding)',
      'webshop OR NOT x',
      '-webshop',
      "'; DROP TABLE search_documents; --",
      'title_terms : webshop',
    ]) {
      const outcome = await find('nl', query)
      expect(outcome.total, query).toBeGreaterThanOrEqual(0)
    }
    // "webshop*" is the word webshop, not a prefix search for webshopxyz.
    expect(await titles('nl', 'webshop*')).toEqual(await titles('nl', 'webshop'))
    expect((await find('nl', '-webshop')).total).toBe((await find('nl', 'webshop')).total)
  })

  it('suggests pages while typing, the last word as a prefix', async () => {
    const suggested = await search.suggestPages(payload, 'nl', 'zwemkle', 6)
    expect(suggested.map((result) => result.title)).toEqual([
      'Een nieuwe Shopify-winkel voor een badmodelabel',
    ])
    expect(await search.suggestPages(payload, 'nl', 'z', 6)).toEqual([])
  })
})

describe('what the index holds', () => {
  const draftWord = 'geheimwoordje'

  it('never finds a draft; finds a publish at once; loses it on unpublish and delete', async () => {
    const id = await createPost(
      { nl: { title: 'Embargo', excerpt: 'Nog niet.', text: `Een ${draftWord}.` } },
      'draft',
    )
    expect(await titles('nl', draftWord)).toEqual([])

    await payload.update({
      collection: 'blog-posts',
      id,
      data: { _status: 'published' },
      context,
    })
    // The save's answer came after the index was written: no waiting.
    expect(await titles('nl', draftWord)).toEqual(['Embargo'])

    // A draft saved over the published version changes nothing a visitor finds.
    await payload.update({
      collection: 'blog-posts',
      id,
      locale: 'nl',
      data: { title: 'Concepttitel', paragraphs: [{ text: 'Een conceptwoordje.' }] },
      draft: true,
      context,
    })
    expect(await titles('nl', 'conceptwoordje')).toEqual([])
    expect(await titles('nl', 'concepttitel')).toEqual([])
    expect(await titles('nl', draftWord)).toEqual(['Embargo'])

    await payload.update({ collection: 'blog-posts', id, data: { _status: 'draft' }, context })
    expect(await titles('nl', draftWord)).toEqual([])

    await payload.update({ collection: 'blog-posts', id, data: { _status: 'published' }, context })
    expect((await titles('nl', 'conceptwoordje')).length).toBe(1)
    await payload.delete({ collection: 'blog-posts', id, context })
    expect(await titles('nl', 'conceptwoordje')).toEqual([])
  })

  // Payload runs this site's SQLite without transactions (src/cms/database.ts): a save is
  // its statements one by one there, the index's among them, so only PostgreSQL has a
  // save's transaction to roll back.
  it.runIf(postgres)(
    "is written in the save's transaction: a save rolled back leaves it as it was",
    async () => {
      const id = await createPost({
        nl: { title: 'Transactie', excerpt: 'Over terugdraaien.', text: 'Oude tekst.' },
      })
      const { createLocalReq, initTransaction, killTransaction } = await import('payload')
      const req = await createLocalReq({ context }, payload)
      expect(await initTransaction(req)).toBe(true)
      await payload.update({
        collection: 'blog-posts',
        id,
        data: { paragraphs: [{ text: 'Teruggedraaide zinsnede.' }] },
        req,
      })
      await killTransaction(req)
      expect(await titles('nl', 'teruggedraaide')).toEqual([])
      expect(await titles('nl', 'transactie')).toEqual(['Transactie'])
    },
  )

  it('follows scheduled publishing (a save by the jobs queue)', async () => {
    const id = await createPost(
      { nl: { title: 'Gepland', excerpt: 'Straks.', text: 'Een ingeplandwoord.' } },
      'draft',
    )
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'blog-posts', value: id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    expect(await titles('nl', 'ingeplandwoord')).toEqual([])
    await payload.jobs.run({ queue: 'default', limit: 10 })
    expect(await titles('nl', 'ingeplandwoord')).toEqual(['Gepland'])
  })

  it('is rebuilt to the same contents by the reindex', async () => {
    const before = await find('nl', 'webshop')
    const counts = await (await store.searchStore(payload)).counts()
    const indexed = await sync.reindexSearch(payload)
    expect(indexed).toBe(Object.values(counts).reduce((sum, count) => sum + count, 0))
    expect(await find('nl', 'webshop')).toEqual(before)
    expect(await (await store.searchStore(payload)).version()).toBe(sync.searchIndexVersion)
    // An index built by this code is left alone at the next start.
    expect(await sync.ensureSearchIndex(payload)).toBeNull()
  })
})

describe('searches that found nothing', () => {
  it('keeps the text and language only, for 90 days', async () => {
    const { purgeMisses, misses, recordMiss } = await store.searchStore(payload)
    const now = new Date()
    await recordMiss('toegankelijkheidsverklaring', 'nl', now)
    await recordMiss('toegankelijkheidsverklaring', 'nl', now)
    await recordMiss('accessibility statement', 'en', now)
    await recordMiss('oude zoekvraag', 'nl', new Date(now.getTime() - 91 * 24 * 3600 * 1000))
    const week = new Date(now.getTime() - 7 * 24 * 3600 * 1000)
    expect(await misses(week, 10)).toEqual([
      { query: 'toegankelijkheidsverklaring', locale: 'nl', count: 2 },
      { query: 'accessibility statement', locale: 'en', count: 1 },
    ])
    const { purgePersonalData } = await import('@/cms/leads/purge')
    const { defaultRetention } = await import('@/lib/leads/retention')
    const purged = await purgePersonalData(payload, defaultRetention, now)
    expect(purged.searchMisses).toBe(1)
    expect(await misses(new Date(0), 10)).toHaveLength(2)
    // Each search is a row of its own (two of the same query are two rows).
    expect(await purgeMisses(new Date(now.getTime() + 1000))).toBe(3)
  })
})

describe(`no query text makes the engine fail (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  const syntax = fc.constantFrom(
    '"',
    "'",
    '*',
    '-',
    '^',
    ':',
    '(',
    ')',
    '{',
    '}',
    ' NEAR ',
    ' AND ',
    ' OR ',
    ' NOT ',
    '&',
    '|',
    '!',
    '<->',
    ':*',
    '\\',
    '%',
    '_',
    ';',
    '--',
    '/*',
    '\u0000',
    'webshop',
    'café',
    'zwemkleding',
  )
  const query = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 260 }),
    fc.array(syntax, { maxLength: 30 }).map((parts) => parts.join('')),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
  )

  it('answers every query, on the results page and in suggestions', async () => {
    const { readQuery } = await import('@/lib/search/query')
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom<Locale>('nl', 'en', 'fr'), async (raw, locale) => {
        const { text } = readQuery(raw)
        const outcome = await search.searchSite(payload, locale, text, { limit: 10, offset: 0 })
        expect(outcome.total).toBeGreaterThanOrEqual(outcome.results.length)
        for (const result of outcome.results) {
          expect(result.path.startsWith('/')).toBe(true)
        }
        await search.suggestPages(payload, locale, text, 6)
      }),
      { numRuns: 150 },
    )
  })
})
