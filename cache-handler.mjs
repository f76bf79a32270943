/**
 * Next.js's cache (prerendered pages, their tags and expiry) in Redis, when several
 * instances run (REDIS_URL, see src/lib/instances.ts): a page rendered or expired on
 * one instance is the same on every other. Loaded by Next.js at start (next.config.ts
 * names it only when REDIS_URL is set); @fortedigital/nextjs-cache-handler's Redis
 * handler, which supports Next.js 16's unstable_cache tags and revalidateTag.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { LRUCache } from 'lru-cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { guardedRedis } from './src/lib/redisClient.ts'

/** As pageCachePrefix() of src/lib/instances.ts: src/server/saves.ts expires tags there. */
const cacheKeyPrefix = `${process.env.REDIS_PREFIX || 'vonk'}:cache:`

/** Pages this instance keeps for a Redis outage (a page with its data: ~0.1–0.3 MB). */
const keptPages = 200

/** A write is no visitor's read; a slow one must not pause the reads (redisClient.ts). */
const writeWithinMs = 1_000

const key = Symbol.for('vonk.cacheHandlerConfig')

/**
 * The Redis handler with each call bounded by the guarded connection (a Redis that is
 * down or hung fails the call at once or within its deadline), and the last copy of
 * each page this instance read or wrote: while Redis cannot answer, visitors get that
 * copy instead of a render per request. A tag expired here drops every copy (saves are
 * rare; the copies fill again from Redis).
 */
function withLastCopies(redis, handler) {
  const copies = new LRUCache({ max: keptPages })
  return {
    name: 'redis-strings-with-last-copies',
    async get(cacheKey, meta) {
      try {
        const value = await redis.ask(() => handler.get(cacheKey, meta))
        if (value) copies.set(cacheKey, value)
        else copies.delete(cacheKey)
        return value
      } catch {
        return copies.get(cacheKey) ?? null
      }
    },
    async set(cacheKey, value, context) {
      copies.set(cacheKey, value)
      await redis.ask(() => handler.set(cacheKey, value, context), writeWithinMs)
    },
    async revalidateTag(tag) {
      copies.clear()
      await redis.ask(() => handler.revalidateTag(tag), writeWithinMs)
    },
    async delete(cacheKey) {
      copies.delete(cacheKey)
      await redis.ask(() => handler.delete(cacheKey), writeWithinMs)
    },
  }
}

CacheHandler.onCreation(() => {
  globalThis[key] ??= (async () => {
    // The build renders without Redis; the servers put its pages in at start.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] }
    const redis = guardedRedis(process.env.REDIS_URL, 'vonk-cache')
    // At start, Redis gets the build's pages (instrumentation.ts): wait for the connection
    // a little, not for an outage.
    await redis.connected(2_000)
    const handler = createRedisHandler({ client: redis.client, keyPrefix: cacheKeyPrefix })
    return { handlers: [withLastCopies(redis, handler)] }
  })().catch((error) => {
    globalThis[key] = undefined
    throw error
  })
  return globalThis[key]
})

export default CacheHandler
