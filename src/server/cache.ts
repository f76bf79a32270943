import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * Marks the page (or prerendered route) being rendered with cache tags, so that
 * `revalidateTag` on any of them expires it. Next.js collects the tags of every
 * `unstable_cache` call made during a render into the page's cache entry (the way
 * `cacheTag` does inside 'use cache', which needs cacheComponents); this one caches
 * nothing of its own but the tags. The data itself is read straight from Payload.
 */
export async function tagRender(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)].sort()
  if (unique.length === 0) return
  await unstable_cache(async () => true, ['render-tags', ...unique], { tags: unique })()
}
