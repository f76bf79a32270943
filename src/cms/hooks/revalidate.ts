import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { pendingAfterCommit } from '@/cms/commit'
import { refreshRouting } from '@/cms/routing'
import { cacheTags, changesListing } from '@/lib/cache/tags'
import { isRoutedCollection, type RoutedCollection } from '@/lib/editorial'

import { redirectOldSlug } from './redirects'

/*
 * Saving what visitors see expires exactly the pages that show it: every page carries
 * the tags of the records, lists, globals and media it shows (src/server/queries.ts),
 * and a save expires those tags once Payload committed it (src/cms/commit.ts). A draft
 * save (autosave, "Save draft") changes nothing a visitor can reach: nothing expires.
 */

/** `context` key of an operation that only writes a draft version (set before it runs). */
const draftSaveKey = (entity: string) => `draftSave:${entity}`

/** Expires the tags after the commit; outside a REST save at once (seed, CLI: no cache). */
export function expire(tags: string[], req: PayloadRequest) {
  if (req.context.disableRevalidate || tags.length === 0) return
  const pending = pendingAfterCommit()
  if (pending) {
    for (const tag of tags) pending.tags.add(tag)
    return
  }
  try {
    // Expired, not stale: the first request after the save renders the new content.
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.info(`[revalidate] skipped: ${(error as Error).message}`)
  }
}

/**
 * New, removed, renamed, published or unpublished records change which URLs exist: the
 * proxy's list (src/lib/routes/registry.ts) and redirects are rewritten once the save
 * committed, before its answer, so the first request after it finds a new page.
 */
async function refreshPaths(req: PayloadRequest) {
  if (req.context.disableRevalidate) return
  const pending = pendingAfterCommit()
  if (pending) pending.routing = true
  else await refreshRouting(req.payload, req)
}

/** Whether an operation only writes a draft: Payload leaves the published document alone. */
export function savesDraft(args: { draft?: boolean; data?: unknown }): boolean {
  const status = (args.data as { _status?: unknown } | undefined)?._status
  return Boolean(args.draft) && status !== 'published'
}

/** Hooks of a collection visitors see: its records' and its list's tags expire on a save. */
export function revalidateRecords(collection: string): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    beforeOperation: [
      ({ args, operation, req }) => {
        if (operation === 'create' || operation === 'update') {
          req.context[draftSaveKey(collection)] = savesDraft(args)
        }
        return args
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (req.context[draftSaveKey(collection)]) return doc
        const previous = operation === 'create' ? null : previousDoc
        // Neither before nor after visible (a never-published draft): nothing to expire.
        if (doc._status === 'draft' && (!previous || previous._status === 'draft')) return doc
        const listing = changesListing(collection, doc, previous)
        expire(
          [cacheTags.record(collection, doc.id), ...(listing ? [cacheTags.list(collection)] : [])],
          req,
        )
        if (listing && isRoutedCollection(collection)) await refreshPaths(req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        expire([cacheTags.record(collection, doc.id), cacheTags.list(collection)], req)
        if (isRoutedCollection(collection)) await refreshPaths(req)
        return doc
      },
    ],
  }
}

/** Hooks of a global visitors see (site settings, home, about, the quote assistant). */
export function revalidateGlobal(slug: string): {
  beforeOperation: GlobalBeforeOperationHook[]
  afterChange: GlobalAfterChangeHook[]
} {
  return {
    beforeOperation: [
      ({ args, operation, req }) => {
        if (operation === 'update') req.context[draftSaveKey(slug)] = savesDraft(args)
        return args
      },
    ],
    afterChange: [
      ({ doc, req }) => {
        if (!req.context[draftSaveKey(slug)]) expire([cacheTags.global(slug)], req)
        return doc
      },
    ],
  }
}

/** Media: a changed alt text or file expires every page that shows the item. */
export const revalidateMedia: {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  afterChange: [
    ({ doc, req }) => {
      expire([cacheTags.media(doc.id)], req)
      return doc
    },
  ],
  afterDelete: [
    ({ doc, req }) => {
      expire([cacheTags.media(doc.id)], req)
      return doc
    },
  ],
}

/** A routed record's hooks: a save expires its pages, and a new slug leaves a redirect. */
export function routedRecordHooks(collection: RoutedCollection) {
  const hooks = revalidateRecords(collection)
  return { ...hooks, afterChange: [redirectOldSlug(collection), ...hooks.afterChange] }
}
