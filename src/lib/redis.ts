import { createClient, type RedisClientType } from 'redis'

import { redisPrefix, sharedMode } from './instances'

/*
 * The one Redis connection of this process (several instances: src/lib/instances.ts),
 * shared by the rate limits, the proxy's routes and the job locks. Kept on globalThis:
 * the proxy, the routes and Payload are separate bundles of one process.
 */
const key = Symbol.for('vonk.redis')
const holder = globalThis as { [key]?: Promise<RedisClientType> }

/** The connected client, or null on a single machine. */
export function sharedRedis(): Promise<RedisClientType> | null {
  if (!sharedMode()) return null
  holder[key] ??= (async () => {
    const client: RedisClientType = createClient({ url: process.env.REDIS_URL })
    // A lost connection is retried by the client; commands fail meanwhile.
    client.on('error', (error: unknown) => console.error('[redis]', error))
    await client.connect()
    return client
  })().catch((error: unknown) => {
    holder[key] = undefined
    throw error
  })
  return holder[key]
}

/**
 * Runs `work` on one instance at a time (SET NX with a lease): scheduled jobs run
 * once per due time across instances. Without Redis (one machine) it simply runs.
 */
export async function onOneInstance(
  name: string,
  leaseMs: number,
  work: () => Promise<void>,
): Promise<void> {
  const redis = sharedRedis()
  if (!redis) return work()
  const client = await redis
  const lock = `${redisPrefix()}:lock:${name}`
  const owner = `${process.pid}:${Math.random().toString(36).slice(2)}`
  if ((await client.set(lock, owner, { NX: true, PX: leaseMs })) !== 'OK') return
  try {
    await work()
  } finally {
    // Released only by its owner: a lease that ran out may belong to another by now.
    if ((await client.get(lock)) === owner) await client.del(lock)
  }
}
