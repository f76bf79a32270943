import type { CollectionSlug, Field, GlobalSlug, Payload, Where } from 'payload'

import { deferMediaSync, syncPublicMedia } from '@/cms/publicMedia'
import { deferSearchSync, reindexSearch } from '@/cms/search/sync'
import { locales, type Locale } from '@/lib/i18n/locales'

import { readSeedFile, readSeedFolder } from './files'
import { localize, mapLocales } from './localize'
import { resolveMedia } from './media'
import { toPayloadBlock, type SeedRichBlock } from './richBlocks'
import { unknownKeys } from './schemaCheck'

type SeedRecord = Record<string, unknown>
type Blocks = Record<Locale, SeedRichBlock[]>
// Which media are public, and the search index, are decided once, after the last record
// (see `seed`).
const context = { disableRevalidate: true, [deferMediaSync]: true, [deferSearchSync]: true }
const [sourceLocale, ...translations] = locales

/** Seed data the schema has no field for would be dropped silently: stop instead. */
function refuseUnknownKeys(slug: string, record: SeedRecord, fields: readonly Field[]) {
  const unknown = unknownKeys(record, fields)
  if (unknown.length > 0) {
    throw new Error(`Seed data for ${slug} has no field for: ${unknown.join(', ')}`)
  }
}

/** Demo content is live content: published, where the collection or global has drafts. */
function published(config: { versions?: false | { drafts?: unknown } }) {
  return config.versions && config.versions.drafts ? { _status: 'published' as const } : {}
}

/** Creates a record once (Dutch first, then each translation); an existing one is left as it is. */
async function seedRecord(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  record: SeedRecord,
) {
  const found = await payload.find({ collection, where, limit: 1, depth: 0 })
  if (found.docs.length > 0) return false
  refuseUnknownKeys(collection, record, payload.collections[collection].config.fields)
  const data = (await resolveMedia(payload, record)) as SeedRecord
  const status = published(payload.collections[collection].config)
  const created = await payload.create({
    collection,
    locale: sourceLocale,
    data: { ...(localize(data, sourceLocale) as SeedRecord), ...status } as never,
    context,
  })
  for (const locale of translations) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: { ...(localize(data, locale, created) as SeedRecord), ...status } as never,
      context,
    })
  }
  return true
}

async function seedGlobal(
  payload: Payload,
  slug: GlobalSlug,
  record: SeedRecord,
  isSeeded: (doc: SeedRecord) => boolean,
  overwrite: boolean,
) {
  const current = (await payload.findGlobal({ slug, depth: 0 })) as unknown as SeedRecord
  if (isSeeded(current) && !overwrite) return false
  const config = payload.globals.config.find((global) => global.slug === slug)
  refuseUnknownKeys(slug, record, config?.fields ?? [])
  const data = (await resolveMedia(payload, record)) as SeedRecord
  const status = config ? published(config) : {}
  await payload.updateGlobal({
    slug,
    locale: sourceLocale,
    data: { ...(localize(data, sourceLocale) as SeedRecord), ...status } as never,
    context,
  })
  const saved = await payload.findGlobal({ slug, depth: 0 })
  for (const locale of translations) {
    await payload.updateGlobal({
      slug,
      locale,
      data: { ...(localize(data, locale, saved) as SeedRecord), ...status } as never,
      context,
    })
  }
  return true
}

const richBody = (blocks: Blocks | undefined) =>
  mapLocales(blocks, (list) => list.map(toPayloadBlock))

/** Seed-file shape → collection shape, where the two differ (rich blocks, paragraph lists). */
const shapes: Record<string, (record: SeedRecord) => SeedRecord> = {
  'blog-posts': (post) => ({
    ...post,
    paragraphs: mapLocales(post.paragraphs as Record<Locale, string[]> | undefined, (list) =>
      list.map((text) => ({ text })),
    ),
    blocks: richBody(post.blocks as Blocks | undefined),
  }),
  services: (service) => ({ ...service, body: richBody(service.body as Blocks | undefined) }),
  'digital-marketing-services': (service) => ({
    ...service,
    body: richBody(service.body as Blocks | undefined),
  }),
  pages: (page) => ({ ...page, body: richBody(page.body as Blocks | undefined) }),
}

async function seedFolder(
  payload: Payload,
  collection: CollectionSlug,
  folder = collection as string,
) {
  let created = 0
  for (const { data } of readSeedFolder(folder)) {
    const record = shapes[collection]?.(data) ?? data
    if (await seedRecord(payload, collection, { slug: { equals: record.slug } }, record)) created++
  }
  return created
}

async function seedFaqs(payload: Payload) {
  let created = 0
  for (const { data } of readSeedFolder<{
    group: string
    items: { question: unknown; answer: Blocks }[]
  }>('faqs')) {
    for (const [order, item] of data.items.entries()) {
      const record = {
        group: data.group,
        order,
        question: item.question,
        answer: richBody(item.answer),
      }
      const where: Where = {
        and: [{ group: { equals: data.group } }, { order: { equals: order } }],
      }
      if (await seedRecord(payload, 'faqs', where, record)) created++
    }
  }
  return created
}

async function seedListCollections(payload: Payload) {
  let created = 0
  for (const { data } of readSeedFolder('testimonials')) {
    if (await seedRecord(payload, 'testimonials', { person: { equals: data.person } }, data))
      created++
  }
  for (const tag of readSeedFile<SeedRecord[]>('case-filter-tags.json')) {
    if (
      await seedRecord(payload, 'case-filter-tags', { serviceKey: { equals: tag.serviceKey } }, tag)
    )
      created++
  }
  return created
}

async function seedGlobals(payload: Payload, overwrite: boolean) {
  const globals: [GlobalSlug, (doc: SeedRecord) => boolean][] = [
    ['site-settings', (doc) => Boolean(doc.agencyName)],
    ['home', (doc) => Boolean((doc.hero as SeedRecord | undefined)?.title)],
    ['about', (doc) => Boolean((doc.header as SeedRecord | undefined)?.title)],
    ['chatbot', (doc) => Boolean(doc.welcome)],
  ]
  let created = 0
  for (const [slug, isSeeded] of globals) {
    const record = readSeedFile<SeedRecord>(`globals/${slug}.json`)
    if (await seedGlobal(payload, slug, record, isSeeded, overwrite)) created++
  }
  return created
}

/**
 * Loads `content/seed`: creates each record that is missing, and the globals when they
 * are empty (or always, for a reset). Only `seedOnce` (once.ts) calls it for a build,
 * so a database that has been seeded is never seeded again.
 */
export async function seed(
  payload: Payload,
  { overwriteGlobals = false }: { overwriteGlobals?: boolean } = {},
): Promise<Record<string, number>> {
  const created = {
    'case-studies': await seedFolder(payload, 'case-studies'),
    'blog-posts': await seedFolder(payload, 'blog-posts'),
    services: await seedFolder(payload, 'services'),
    'digital-marketing-services': await seedFolder(payload, 'digital-marketing-services'),
    pages: await seedFolder(payload, 'pages'),
    faqs: await seedFaqs(payload),
    'testimonials and filter tags': await seedListCollections(payload),
    globals: await seedGlobals(payload, overwriteGlobals),
  }
  // The demo's media come out public where its published content shows them, and the
  // search finds every published page.
  await syncPublicMedia(payload)
  await reindexSearch(payload)
  return created
}
