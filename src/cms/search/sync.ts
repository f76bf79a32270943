import type {
  CollectionConfig,
  Config,
  Field,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { savesDraft } from '@/cms/hooks/revalidate'
import { catalogues } from '@/lib/i18n/catalogues'
import { locales } from '@/lib/i18n/locales'
import {
  isSearchSource,
  searchDocument,
  searchGlobals,
  searchSources,
  type SearchDocument,
  type SearchSource,
} from '@/lib/search/documents'

import { searchStore, type SearchStore } from './store'

/*
 * The index follows what visitors can reach, inside the save that changes it: a
 * publish (also a scheduled one, which is a save by the jobs queue), an unpublish and a
 * delete rewrite the record's entries in every language in that save's transaction, so
 * the index commits, or rolls back, with the content. A draft save (autosave, "Save
 * draft") leaves the published version and so the index alone. Payload's search
 * plugin (@payloadcms/plugin-search) was considered: it keeps one row per record in the
 * save's language only, logs and swallows a failed sync, and leaves the full-text
 * tables to us anyway, so it does not fit.
 */

/** Context flag of the seed: it loads many records and reindexes once at the end. */
export const deferSearchSync = 'deferSearchSync'

/**
 * Bumped whenever what is indexed or how it is read changes (fields, stemming,
 * folding): a server or build that finds another version rebuilds the index.
 */
export const searchIndexVersion = '1'

const draftOnly = (entity: string) => `searchDraftSave:${entity}`

type Doc = Record<string, unknown> & { id?: number | string; _status?: unknown }

function fieldsOf(payload: Payload, source: SearchSource): Field[] {
  const config =
    source === 'about'
      ? payload.config.globals.find((global) => global.slug === source)
      : payload.config.collections.find((collection) => collection.slug === source)
  if (!config) throw new Error(`[search] no collection or global ${source}`)
  return config.fields
}

/** The record's published version in each language, as the index holds it. */
async function publishedDocuments(
  payload: Payload,
  source: SearchSource,
  id: number | string | null,
  req?: PayloadRequest,
): Promise<SearchDocument[]> {
  const fields = fieldsOf(payload, source)
  const blocks = payload.config.blocks ?? []
  const documents: SearchDocument[] = []
  for (const locale of locales) {
    const read = { locale, fallbackLocale: false as const, depth: 0, draft: false, req }
    const doc = (
      source === 'about'
        ? await payload.findGlobal({ slug: source, ...read, overrideAccess: true })
        : id === null
          ? null
          : await payload
              .findByID({ collection: source, id, ...read, overrideAccess: true })
              .catch(() => null)
    ) as Doc | null
    if (!doc || doc._status !== 'published') continue
    const title = source === 'about' ? catalogues[locale].about.title : undefined
    const document = searchDocument(source, locale, doc, fields, { blocks, title })
    if (document) documents.push(document)
  }
  return documents
}

/** Rewrites one record's entries from its published version (none when it has none). */
export async function syncRecord(
  payload: Payload,
  source: SearchSource,
  id: number | string | null,
  req?: PayloadRequest,
): Promise<void> {
  const documents = await publishedDocuments(payload, source, id, req)
  const store = await searchStore(payload, req)
  await store.replace(source, id === null ? '' : String(id), documents)
}

/** Removes a deleted record's entries. */
async function dropRecord(
  payload: Payload,
  source: SearchSource,
  id: number | string,
  req: PayloadRequest,
) {
  await (await searchStore(payload, req)).replace(source, String(id), [])
}

function withCollectionHooks(collection: CollectionConfig): CollectionConfig {
  const source = collection.slug
  if (!isSearchSource(source)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, operation, req }) => {
          if (operation === 'create' || operation === 'update') {
            req.context[draftOnly(source)] = savesDraft(args)
          }
          return args
        },
      ],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req, context }) => {
          if (context[deferSearchSync] || req.context[draftOnly(source)]) return doc
          await syncRecord(req.payload, source, (doc as Doc).id ?? null, req)
          return doc
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, req, context }) => {
          if (context[deferSearchSync]) return doc
          await dropRecord(req.payload, source, (doc as Doc).id as number, req)
          return doc
        },
      ],
    },
  }
}

function withGlobalHooks(global: GlobalConfig): GlobalConfig {
  const source = global.slug
  if (!(searchGlobals as readonly string[]).includes(source) || !isSearchSource(source)) {
    return global
  }
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, operation, req }) => {
          if (operation === 'update') req.context[draftOnly(source)] = savesDraft(args)
          return args
        },
      ],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req, context }) => {
          if (context[deferSearchSync] || req.context[draftOnly(source)]) return doc
          await syncRecord(req.payload, source, null, req)
          return doc
        },
      ],
    },
  }
}

/** Adds the hooks above to the collections and globals whose pages are searched. */
export const searchIndex = (): Plugin => (config: Config) => ({
  ...config,
  collections: (config.collections ?? []).map(withCollectionHooks),
  globals: (config.globals ?? []).map(withGlobalHooks),
})

/** Every published record of a collection in each language, read one language at a time. */
async function collectionDocuments(
  payload: Payload,
  source: Exclude<SearchSource, 'about'>,
  req?: PayloadRequest,
): Promise<Map<string, SearchDocument[]>> {
  const fields = fieldsOf(payload, source)
  const blocks = payload.config.blocks ?? []
  const byRecord = new Map<string, SearchDocument[]>()
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: source,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: false,
      pagination: false,
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
      req,
    })
    for (const doc of docs as unknown as Doc[]) {
      const id = String(doc.id)
      const documents = byRecord.get(id) ?? []
      const document = searchDocument(source, locale, doc, fields, { blocks })
      if (document) documents.push(document)
      byRecord.set(id, documents)
    }
  }
  return byRecord
}

type Records = { source: SearchSource; id: string; documents: SearchDocument[] }[]

/** Every published record of every source, as the index holds them. */
async function readAll(payload: Payload, req?: PayloadRequest): Promise<Records> {
  const records: Records = []
  for (const source of Object.keys(searchSources) as SearchSource[]) {
    if (source === 'about') {
      records.push({
        source,
        id: '',
        documents: await publishedDocuments(payload, source, null, req),
      })
      continue
    }
    for (const [id, documents] of await collectionDocuments(payload, source, req)) {
      records.push({ source, id, documents })
    }
  }
  return records
}

/** Empties the index and writes `records` into it, stamped with this code's version. */
async function write(store: SearchStore, records: Records): Promise<number> {
  await store.rebuild(records.map((record) => record.documents))
  await store.setVersion(searchIndexVersion)
  return records.reduce((sum, record) => sum + record.documents.length, 0)
}

/**
 * After a rebuild from reads made outside its transaction (SQLite): records saved or
 * deleted while it read are taken again, so the rebuild never undoes a publish.
 */
async function mendSince(payload: Payload, since: Date) {
  const store = await searchStore(payload)
  const indexed = await store.records()
  for (const source of Object.keys(searchSources) as SearchSource[]) {
    if (source === 'about') {
      const about = await payload.findGlobal({ slug: source, depth: 0, overrideAccess: true })
      if (new Date(String(about.updatedAt)) >= since) await syncRecord(payload, source, null)
      continue
    }
    const { docs } = await payload.find({
      collection: source,
      depth: 0,
      pagination: false,
      select: { updatedAt: true },
      overrideAccess: true,
    })
    const live = new Set(docs.map((doc) => String(doc.id)))
    for (const doc of docs) {
      if (new Date(String(doc.updatedAt)) >= since) await syncRecord(payload, source, doc.id)
    }
    for (const record of indexed.filter((entry) => entry.source === source)) {
      if (!live.has(record.sourceId)) await store.replace(source, record.sourceId, [])
    }
  }
}

/**
 * `npm run search:reindex`, the seed and a deploy: the whole index rebuilt and written
 * in one transaction, so searches meanwhile see the old index, never half a new one.
 * PostgreSQL reads and writes in that transaction, and no save's sync runs beside it
 * (store.lockForReindex). Payload runs SQLite without transactions, and a long one
 * would hold every other writer (a lead's post) past its busy timeout: there the
 * records are read first and only the writing is one transaction of its own; what was
 * saved meanwhile is taken again after it. Returns how many pages (per language) the
 * index holds.
 */
export async function reindexSearch(payload: Payload): Promise<number> {
  const { createLocalReq, initTransaction, commitTransaction, killTransaction } =
    await import('payload')
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const started = new Date()
  const own = await initTransaction(req)
  let records: Records | null = null
  if (!own) {
    records = await readAll(payload)
    const { beginTransaction } = await import('@payloadcms/drizzle')
    req.transactionID = (await beginTransaction.call(payload.db as never)) ?? undefined
  }
  try {
    const store = await searchStore(payload, req)
    await store.lockForReindex()
    const indexed = await write(store, records ?? (await readAll(payload, req)))
    await commitTransaction(req)
    if (!own) await mendSince(payload, started)
    return indexed
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Rebuilds the index when it was built by another version of this code, or never:
 * after a migration created its tables, or a deploy changed what it holds.
 */
export async function ensureSearchIndex(payload: Payload): Promise<number | null> {
  const store = await searchStore(payload)
  if ((await store.version()) === searchIndexVersion) return null
  return reindexSearch(payload)
}
