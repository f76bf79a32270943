import type {
  CollectionConfig,
  Config,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Plugin,
  RequestContext,
} from 'payload'

import { cacheTags } from '@/lib/cache/tags'
import { mediaIdsIn, refersTo, type MediaId } from '@/lib/mediaUse'

import { expire, savesDraft } from './hooks/revalidate'

/*
 * Which media files anyone may fetch (the Where of src/cms/access.ts): a flag
 * on each media record, `inPublishedContent`, true while a published document or global
 * shows it. Decided once per publish, unpublish or delete of a document that can refer
 * to media (hero images, blocks, arrays, globals, rich-text uploads: found along the
 * schema, src/lib/mediaUse.ts), inside that save's transaction, so the file route costs
 * one indexed lookup and every instance agrees. Draft saves change nothing: a draft's
 * new image stays private until it is published; the image it replaces stays public
 * while the published version still shows it.
 */

const media = 'media'

/** Context flag of the seed: it loads many records and decides once at the end. */
export const deferMediaSync = 'deferMediaSync'

type Doc = Record<string, unknown> & { id?: MediaId; _status?: unknown }

const hasDrafts = (config: { versions?: unknown }) =>
  Boolean(
    config.versions && typeof config.versions === 'object' && 'drafts' in config.versions
      ? config.versions.drafts
      : false,
  )

/** Every media id that published content (documents and globals) shows right now. */
async function mediaInPublishedContent(payload: Payload, req?: PayloadRequest) {
  const used = new Set<string>()
  const blocks = payload.config.blocks ?? []
  for (const collection of payload.config.collections) {
    if (collection.slug === media || !refersTo(collection.fields, media, blocks)) continue
    const { docs } = await payload.find({
      collection: collection.slug,
      depth: 0,
      locale: 'all',
      pagination: false,
      // The collection's own row is the published version; a draft lives in versions.
      where: hasDrafts(collection) ? { _status: { equals: 'published' } } : undefined,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      for (const id of mediaIdsIn(collection.fields, doc, media, blocks)) used.add(String(id))
    }
  }
  for (const global of payload.config.globals) {
    if (!refersTo(global.fields, media, blocks)) continue
    const doc = (await payload.findGlobal({
      slug: global.slug,
      depth: 0,
      locale: 'all',
      draft: false,
      overrideAccess: true,
      req,
    })) as Doc
    if (hasDrafts(global) && doc._status !== 'published') continue
    for (const id of mediaIdsIn(global.fields, doc, media, blocks)) used.add(String(id))
  }
  return used
}

/**
 * Sets `inPublishedContent` of every media record to what published content shows;
 * returns the ids that changed. Whole-site rather than per document: a file shown by
 * two documents stays public when one of them is unpublished, and any earlier drift
 * (a restore, a crash) is mended on the next publish.
 */
export async function syncPublicMedia(payload: Payload, req?: PayloadRequest): Promise<MediaId[]> {
  const used = await mediaInPublishedContent(payload, req)
  const { docs } = await payload.find({
    collection: media,
    depth: 0,
    pagination: false,
    select: { inPublishedContent: true },
    overrideAccess: true,
    req,
  })
  const changed = { true: [] as MediaId[], false: [] as MediaId[] }
  for (const doc of docs) {
    const shown = used.has(String(doc.id))
    if (shown !== Boolean(doc.inPublishedContent)) changed[`${shown}`].push(doc.id)
  }
  for (const [value, ids] of Object.entries(changed)) {
    if (ids.length === 0) continue
    // Straight to the database: no upload handling or hooks for a flag only this code sets.
    await payload.db.updateMany({
      collection: media,
      where: { id: { in: ids } },
      data: { inPublishedContent: value === 'true' },
      returning: false,
      req,
    })
  }
  return [...changed.true, ...changed.false]
}

const draftOnly = (entity: string) => `mediaDraftSave:${entity}`

async function afterPublishedChange(req: PayloadRequest, context: RequestContext) {
  if (context[deferMediaSync]) return
  const changed = await syncPublicMedia(req.payload, req)
  // Pages that show a changed item render it with or without the optimizer (CmsImage).
  expire(
    changed.map((id) => cacheTags.media(id)),
    req,
  )
}

function withCollectionHooks(collection: CollectionConfig, blocks: Config['blocks']) {
  if (collection.slug === media || !refersTo(collection.fields, media, blocks ?? [])) {
    return collection
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, operation, req }) => {
          if (operation === 'create' || operation === 'update') {
            req.context[draftOnly(collection.slug)] = savesDraft(args)
          }
          return args
        },
      ],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req, context }) => {
          if (!req.context[draftOnly(collection.slug)]) await afterPublishedChange(req, context)
          return doc
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, req, context }) => {
          await afterPublishedChange(req, context)
          return doc
        },
      ],
    },
  } satisfies CollectionConfig
}

function withGlobalHooks(global: GlobalConfig, blocks: Config['blocks']) {
  if (!refersTo(global.fields, media, blocks ?? [])) return global
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, operation, req }) => {
          if (operation === 'update') req.context[draftOnly(global.slug)] = savesDraft(args)
          return args
        },
      ],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req, context }) => {
          if (!req.context[draftOnly(global.slug)]) await afterPublishedChange(req, context)
          return doc
        },
      ],
    },
  } satisfies GlobalConfig
}

/** Adds the hooks above to every collection and global that can refer to media. */
export const publicMedia = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((c) => withCollectionHooks(c, config.blocks)),
  globals: (config.globals ?? []).map((g) => withGlobalHooks(g, config.blocks)),
})
