import { redisPrefix, sharedMode } from './instances'
import { guardedRedis, type GuardedRedis } from './redisClient.ts'

/*
 * The one Redis connection of this process (several instances: src/lib/instances.ts),
 * shared by the rate limits, the proxy's routes and the job locks. Kept on globalThis:
 * the proxy, the routes and Payload are separate bundles of one process.
 */
const key = Symbol.for('vonk.redis')
const holder = globalThis as { [key]?: GuardedRedis }

/** The connection (it connects in the background), or null on a single machine. */
export function sharedRedis(): GuardedRedis | null {
  if (!sharedMode()) return null
  holder[key] ??= guardedRedis(process.env.REDIS_URL ?? '', 'vonk-site')
  return holder[key]
}

/**
 * No visitor waits for a lease: a busy Redis (100 posts at once) may answer it slowly
 * without holding up the mail, which only a Redis that is really out should.
 */
const leaseWithinMs = 5_000

/**
 * Runs `work` on one instance at a time (SET NX with a lease): scheduled jobs run
 * once per due time across instances. Without Redis (one machine) it simply runs.
 * While Redis is out it throws, and the job waits for the next round.
 */
export async function onOneInstance(
  name: string,
  leaseMs: number,
  work: () => Promise<void>,
): Promise<void> {
  const redis = sharedRedis()
  if (!redis) return work()
  const lock = `${redisPrefix()}:lock:${name}`
  const owner = `${process.pid}:${Math.random().toString(36).slice(2)}`
  await redis.connected(1_000) // at start the connection may still be opening
  const taken = await redis.ask(
    (client) => client.set(lock, owner, { NX: true, PX: leaseMs }),
    leaseWithinMs,
  )
  if (taken !== 'OK') return
  try {
    await work()
  } finally {
    // Released only by its owner: a lease that ran out may belong to another by now.
    if ((await redis.ask((client) => client.get(lock), leaseWithinMs)) === owner)
      await redis.ask((client) => client.del(lock), leaseWithinMs)
  }
}
