/**
 * Next.js's cache (prerendered pages, their tags and expiry) in Redis, when several
 * instances run (REDIS_URL, see src/lib/instances.ts): a page rendered or expired on
 * one instance is the same on every other. Loaded by Next.js at start (next.config.ts
 * names it only when REDIS_URL is set); @fortedigital/nextjs-cache-handler's Redis
 * handler, which supports Next.js 16's unstable_cache tags and revalidateTag.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

/** As pageCachePrefix() of src/lib/instances.ts: src/server/saves.ts expires tags there. */
const cacheKeyPrefix = `${process.env.REDIS_PREFIX || 'vonk'}:cache:`

const key = Symbol.for('vonk.cacheHandlerConfig')

CacheHandler.onCreation(() => {
  globalThis[key] ??= (async () => {
    // The build renders without Redis; the servers put its pages in at start.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] }
    const client = createClient({ url: process.env.REDIS_URL })
    client.on('error', (error) => console.error('[cache] Redis:', error))
    await client.connect()
    return { handlers: [createRedisHandler({ client, keyPrefix: cacheKeyPrefix })] }
  })().catch((error) => {
    globalThis[key] = undefined
    throw error
  })
  return globalThis[key]
})

export default CacheHandler
