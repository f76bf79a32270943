/**
 * Attempts per client address. In memory on one machine; in Redis when several
 * instances run (src/lib/instances.ts), so 5 posts per 10 minutes means 5 across all.
 */
import { createHash } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { maximumAgeMs, tokenUses } from '@/lib/forms/token'
import { redisPrefix } from '@/lib/instances'
import { sharedRedis } from '@/lib/redis'

type Limit = { points: number; durationSeconds: number }

/** Form submissions: enough for a person who corrects a typo, too few for a script. */
export const submissionLimit = { points: 5, durationSeconds: 10 * 60 } as const satisfies Limit

/**
 * Failed admin logins (and password-reset requests) per address. Below the accounts'
 * own lock (see Users), so one address can guess slowly but cannot lock a colleague out.
 */
export const loginLimit = { points: 5, durationSeconds: 15 * 60 } as const satisfies Limit

/** Posts one form-start token may verify, while it is valid (see forms/token.ts). */
export const startTokenLimit = {
  points: tokenUses,
  durationSeconds: maximumAgeMs / 1000,
} as const satisfies Limit

/**
 * Each limit counts in Redis when several instances run, and in this process's memory
 * on one machine. The memory count also stands in while Redis cannot answer (down,
 * hung): the policy in README, "Running several instances".
 */
type Limiter = { shared: RateLimiterRedis | null; local: RateLimiterMemory }

const limiters = new Map<string, Limiter>()

/**
 * `RATE_LIMIT_POINTS` replaces the points of every limit, for load tests and the test
 * suite, whose many posts all come from one address; the window stays the same.
 */
function pointsOf(limit: Limit): number {
  const override = Number(process.env.RATE_LIMIT_POINTS)
  return Number.isInteger(override) && override > 0 ? override : limit.points
}

function limiterFor(name: string, limit: Limit): Limiter {
  let limiter = limiters.get(name)
  if (!limiter) {
    const options = { keyPrefix: name, points: pointsOf(limit), duration: limit.durationSeconds }
    const redis = sharedRedis()
    limiter = {
      shared: redis
        ? new RateLimiterRedis({
            ...options,
            keyPrefix: `${redisPrefix()}:limit:${name}`,
            storeClient: redis.client,
            useRedisPackage: true,
          })
        : null,
      local: new RateLimiterMemory(options),
    }
    limiters.set(name, limiter)
  }
  return limiter
}

/** Seconds to wait before the next attempt, or 0 when this one may go ahead. */
async function waitOf(consume: () => Promise<unknown>): Promise<number> {
  try {
    await consume()
    return 0
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection // the store failed, not the visitor
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000
    return Math.max(1, Math.ceil(ms / 1000))
  }
}

/**
 * Seconds to wait before the next attempt, or 0 when this one may go ahead. While
 * Redis cannot answer, this instance counts in its own memory: the limit holds per
 * instance, and nobody waits for Redis or is refused because of it.
 */
async function take(name: string, limit: Limit, clientKey: string): Promise<number> {
  const { shared, local } = limiterFor(name, limit)
  const redis = sharedRedis()
  if (shared && redis) {
    try {
      return await waitOf(() => redis.ask(() => shared.consume(clientKey)))
    } catch {
      // Redis is out (src/lib/redisClient.ts logs the outage): counted here meanwhile.
    }
  }
  return waitOf(() => local.consume(clientKey))
}

export const takeSubmission = (form: string, clientKey: string) =>
  take(form, submissionLimit, clientKey)

/** True while this token may still verify a post. */
export async function takeStartTokenUse(tokenId: string): Promise<boolean> {
  return (await take('start-token', startTokenLimit, tokenId)) === 0
}

/** One confirmation mail per mailbox a day (src/lib/mail/recipient.ts); the key is hashed. */
const confirmationLimit = { points: 1, durationSeconds: 24 * 60 * 60 } as const satisfies Limit

export async function takeConfirmation(recipient: string): Promise<boolean> {
  const key = createHash('sha256').update(recipient).digest('base64url')
  return (await take('confirmation', confirmationLimit, key)) === 0
}

export const takeLoginAttempt = (clientKey: string) => take('login', loginLimit, clientKey)

/** A successful login gives its attempt back: only failures count against an address. */
export async function refundLoginAttempt(clientKey: string): Promise<void> {
  const { shared, local } = limiterFor('login', loginLimit)
  const redis = sharedRedis()
  if (shared && redis) {
    try {
      await redis.ask(() => shared.reward(clientKey, 1))
      return
    } catch {
      // Redis is out: the attempt was counted here.
    }
  }
  await local.reward(clientKey, 1)
}
