import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { pendingAfterCommit } from '@/cms/commit'
import { refreshRouting } from '@/cms/routing'
import { isRoutedCollection, recordPath } from '@/lib/editorial'

/**
 * Rewrites the proxy's rules once the save committed, before its answer, so the
 * redirect answers on the first request after it (src/cms/commit.ts).
 */
async function refresh(req: PayloadRequest) {
  const pending = pendingAfterCommit()
  if (pending) pending.routing = true
  else await refreshRouting(req.payload, req)
}

/** The hooks of the redirects collection: every change reaches the proxy at once. */
export const redirectsChanged: {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  afterChange: [
    async ({ doc, req }) => {
      await refresh(req)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await refresh(req)
      return doc
    },
  ],
}

/**
 * A published record's new slug keeps its old links working: the old path redirects
 * (301) to the record, in every language. A redirect from the new path (left by an
 * earlier rename back) would hide the page or go round, so it is removed.
 */
export function redirectOldSlug(collection: string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !isRoutedCollection(collection)) return doc
    const [before, now] = [previousDoc?.slug, doc.slug]
    const wasLive = previousDoc?._status === 'published'
    if (!wasLive || doc._status !== 'published' || typeof before !== 'string' || before === now) {
      return doc
    }
    const [from, to] = [recordPath(collection, before), recordPath(collection, now)]
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
    const reference = { relationTo: collection, value: doc.id }
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      req,
    })
    const data = { from, to: { type: 'reference' as const, reference }, type: '301' as const }
    if (existing.docs[0]) {
      await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
    } else {
      await req.payload.create({ collection: 'redirects', data, req })
    }
    req.payload.logger.info(`[redirects] ${from} now leads to ${to}`)
    return doc
  }
}
