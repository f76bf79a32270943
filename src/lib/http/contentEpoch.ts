/**
 * The content's generation, for the pages the server entry keeps in memory
 * (pageMemory.ts): every save that expires cache tags or rewrites the routes moves it
 * on (src/server/saves.ts, src/cms/hooks/revalidate.ts), and a page kept under an
 * older generation is not sent again. Kept on globalThis: the saves run in Next.js's
 * bundle, the server entry outside it, in one process. With several instances the
 * generation is a Redis counter as well, so a save on one instance reaches the memory
 * of every other (read by the server entry per request, pageMemory.ts).
 */
const key = Symbol.for('vonk.contentEpoch')

type Epoch = { value: number; changedAt: number }
const holder = globalThis as { [key]?: Epoch }

function epoch(): Epoch {
  holder[key] ??= { value: 0, changedAt: 0 }
  return holder[key]
}

/** Called once a save committed, before Next.js expires its tags (which it does later). */
export function contentChanged(now = Date.now()): void {
  const current = epoch()
  current.value += 1
  current.changedAt = now
}

export function localEpoch(): Readonly<Epoch> {
  return epoch()
}

/** The Redis key of the shared generation (prefix: src/lib/instances.ts, redisPrefix()). */
export function sharedEpochKey(prefix: string): string {
  return `${prefix}:content-epoch`
}

/** What pageMemory.ts keeps pages under: a value, and since when it is the current one. */
export type Generation = { value: string; stableSince: number }

/** One process: the local generation only. */
export function localGeneration(): Generation {
  const { value, changedAt } = epoch()
  return { value: String(value), stableSince: changedAt }
}

/** The part of a Redis connection this needs (src/lib/redisClient.ts's GuardedRedis). */
type Asks = {
  ask<T>(work: (client: { get(key: string): Promise<string | null> }) => Promise<T>): Promise<T>
}

/**
 * Several instances: the shared counter with the local one; null while Redis does not
 * answer (then no page is answered from or kept in memory). A value this instance had
 * not seen before counts as changed when it first saw it. An outage starts a new
 * generation too: a save during it could not move the shared counter on.
 */
export function sharedGeneration(redis: Asks, key: string, now = Date.now) {
  let last: string | undefined
  let since = 0
  let outages = 0
  let out = false
  return async (): Promise<Generation | null> => {
    let shared: string
    try {
      shared = (await redis.ask((client) => client.get(key))) ?? '0'
    } catch {
      if (!out) outages += 1
      out = true
      return null
    }
    if ((last !== undefined && shared !== last) || out) since = now()
    last = shared
    out = false
    const local = localGeneration()
    return {
      value: `${shared}:${outages}:${local.value}`,
      stableSince: Math.max(since, local.stableSince),
    }
  }
}
