import 'server-only'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { revalidateTag } from 'next/cache'

import { payloadClient } from '@/cms/client'
import { withAfterCommit } from '@/cms/commit'
import { refreshRouting } from '@/cms/routing'
import { pageCachePrefix } from '@/lib/instances'
import { sharedRedis } from '@/lib/redis'

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
    await expireEverywhere([...pending.tags])
    // Expired, not stale: the first request after the save renders the new content.
    for (const tag of pending.tags) revalidateTag(tag, { expire: 0 })
    return response
  }
}

let sharedCache: ReturnType<typeof createRedisHandler> | undefined

/** A save waits for Redis longer than a visitor would (several commands per tag). */
const expireWithinMs = 5_000

/**
 * Several instances: the pages with these tags leave the shared cache before the
 * answer (Next.js's own expiry runs after it), so the next request on any instance
 * renders them anew. One machine: nothing to do here.
 */
async function expireEverywhere(tags: string[]): Promise<void> {
  const redis = sharedRedis()
  if (!redis || tags.length === 0) return
  const handler = (sharedCache ??= createRedisHandler({
    client: redis.client,
    keyPrefix: pageCachePrefix(),
  }))
  for (const tag of tags) await redis.ask(() => handler.revalidateTag(tag), expireWithinMs)
}
