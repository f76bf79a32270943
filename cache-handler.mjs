/**
 * Next.js's page cache, the only one in front of the pages (rule 2 of the serving path):
 * Next.js's own file-system cache (disk and its memory LRU) on one machine, or Redis
 * when several instances share one (REDIS_URL, see src/lib/instances.ts), through
 * @fortedigital/nextjs-cache-handler's Redis handler, which supports Next.js 16's tags.
 *
 * Around either, the store of src/pagePass/pageStore.ts: a page Next.js renders again is
 * passed once as it is stored (critical CSS, scripts last, its script policy as a stored
 * header), and a page read from the cache goes out with its policy for this deployment.
 * Loaded by Next.js at start (next.config.ts); plain Node.
 */
import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { LRUCache } from 'lru-cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { guardedRedis } from './src/lib/redisClient.ts'
import { pageStore } from './src/pagePass/pageStore.ts'

const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD

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

SharedCacheHandler.onCreation(() => {
  globalThis[key] ??= (async () => {
    // The build renders without Redis; the servers put its pages in at start.
    if (building) return { handlers: [] }
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

// Next.js's own handler is CommonJS with its class as `default`.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const Store = process.env.REDIS_URL ? SharedCacheHandler : FileSystemCache
const store = pageStore({
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Set by the server entry before Next.js starts (src/lib/serving.ts).
  trialOrigin: process.env.LOCAL_TRIAL_URL,
  warn: (message) => console.warn(`[pages] ${message}`),
})
const isPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string'

export default class PageCacheHandler {
  #inner

  constructor(context) {
    this.#inner = new Store(context)
  }

  async get(...args) {
    const entry = await this.#inner.get(...args)
    if (isPage(entry?.value)) store.serve(entry.value)
    return entry
  }

  async set(cacheKey, value, context) {
    // The build's own pages are passed once the build is done (scripts/pass-pages.ts).
    if (!building && isPage(value)) store.produce(value)
    return this.#inner.set(cacheKey, value, context)
  }

  revalidateTag(...args) {
    return this.#inner.revalidateTag(...args)
  }

  resetRequestCache() {
    this.#inner.resetRequestCache?.()
  }
}
