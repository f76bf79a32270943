/**
 * A Redis connection for several instances that never makes a visitor wait for Redis.
 * node-redis queues commands while it is disconnected and gives a sent command no
 * time limit, so a Redis that is down or hung would hold every request that asks it.
 * Here a command is refused at once while the connection is down, a command with no
 * answer after `redisAnswerMs` fails, and after such a failure every caller goes on
 * without Redis for `pauseMs` before one asks again. Callers decide what to do without
 * it (src/lib/rateLimit.ts, src/lib/routes/sharedList.ts, cache-handler.mjs). Plain Node
 * (cache-handler.mjs imports it with its extension).
 */
import { createClient, type RedisClientType } from 'redis'

import { DeadlineExceeded, withinDeadline } from './deadline.ts'
import { outageLog } from './mail/outage.ts'

/**
 * Redis answers in about a millisecond. A page may ask two connections (the proxy's
 * lists, the page cache) before the first failure pauses them, and must answer within
 * a second whatever Redis does.
 */
export const redisAnswerMs = 250
const pauseMs = 1_000
/** Reconnecting: soon, then every second at most, so it is back within a second of Redis. */
const reconnectMs = (retries: number) => Math.min(50 * 2 ** retries, 1_000)

export class RedisUnavailable extends Error {
  constructor(reason: string) {
    super(`Redis is unavailable (${reason})`)
    this.name = 'RedisUnavailable'
  }
}

export type GuardedRedis = {
  client: RedisClientType
  /** `work`'s answer, or a failure within `ms`; RedisUnavailable at once while Redis is out. */
  ask<T>(work: (client: RedisClientType) => Promise<T>, ms?: number): Promise<T>
  /** Resolves once connected, or after `ms` (the caller goes on either way). */
  connected(ms: number): Promise<void>
}

/** Connects at once, in the background; `name` shows in Redis's CLIENT LIST and the log. */
export function guardedRedis(url: string, name: string): GuardedRedis {
  const client: RedisClientType = createClient({
    url,
    name,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: reconnectMs },
  })
  const outage = outageLog(`[redis] ${name}`)
  let pausedUntil = 0
  // Emitted at every failed reconnect: logged once per outage.
  client.on('error', (error: unknown) => outage.failed(error))
  client.on('ready', () => outage.succeeded())
  const connecting = client.connect().then(
    () => undefined,
    (error: unknown) => outage.failed(error),
  )
  return {
    client,
    async ask(work, ms = redisAnswerMs) {
      if (!client.isReady) throw new RedisUnavailable('not connected')
      if (Date.now() < pausedUntil) throw new RedisUnavailable('it did not answer in time')
      try {
        const answer = await withinDeadline(work(client), ms)
        outage.succeeded()
        return answer
      } catch (error) {
        if (error instanceof DeadlineExceeded) {
          pausedUntil = Date.now() + pauseMs
          outage.failed(error)
        }
        throw error
      }
    },
    async connected(ms) {
      await withinDeadline(connecting, ms).catch(() => undefined)
    },
  }
}
