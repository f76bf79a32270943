import { contentChanged, sharedEpochKey } from '@/lib/http/contentEpoch'
import { redisPrefix } from '@/lib/instances'
import { sharedRedis } from '@/lib/redis'

/** A save waits for Redis longer than a visitor would. */
const announceWithinMs = 5_000

/**
 * Tells the server entry's page memory (src/lib/http/pageMemory.ts) that what visitors
 * see changed: this process at once, every other instance through the shared counter
 * in Redis. Called once the save's tags left the shared cache, so an instance that sees
 * the new count renders the new page.
 */
export async function announceContentChange(): Promise<void> {
  contentChanged()
  const redis = sharedRedis()
  if (!redis) return
  try {
    await redis.ask((client) => client.incr(sharedEpochKey(redisPrefix())), announceWithinMs)
  } catch (error) {
    console.error('[pages] other instances may send the old page until their next change:', error)
  }
}
