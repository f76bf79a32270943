import 'server-only'

import { revalidateTag } from 'next/cache'

import { payloadClient } from '@/cms/client'
import { withAfterCommit } from '@/cms/commit'
import { refreshRouting } from '@/cms/routing'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps Payload's REST handlers: a save's hooks note what it changed (src/cms/commit.ts);
 * once the handler returned, Payload has committed, and the proxy's routes are
 * rewritten and the cache tags expired before the answer leaves, so the editor's next
 * request, and everyone's, sees the change.
 */
export function afterCommitting<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const [response, pending] = await withAfterCommit(() => handler(request, context))
    if (pending.routing) await refreshRouting(await payloadClient())
    // Expired, not stale: the first request after the save renders the new content.
    for (const tag of pending.tags) revalidateTag(tag, { expire: 0 })
    return response
  }
}
