/**
 * Attempts per client address. In memory on one machine; in Redis when several
 * instances run (src/lib/instances.ts), so 5 posts per 10 minutes means 5 across all.
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { maximumAgeMs, tokenUses } from '@/lib/forms/token'
import { limitKey } from '@/lib/http/limitKey'
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

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

/**
 * `RATE_LIMIT_POINTS` replaces the points of every limit, for load tests and the test
 * suite, whose many posts all come from one address; the window stays the same.
 */
function pointsOf(limit: Limit): number {
  const override = Number(process.env.RATE_LIMIT_POINTS)
  return Number.isInteger(override) && override > 0 ? override : limit.points
}

function limiterFor(name: string, limit: Limit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(name)
  if (!limiter) {
    const options = { keyPrefix: name, points: pointsOf(limit), duration: limit.durationSeconds }
    const redis = sharedRedis()
    limiter = redis
      ? redis.then(
          (storeClient) =>
            new RateLimiterRedis({
              ...options,
              keyPrefix: `${redisPrefix()}:limit:${name}`,
              storeClient,
              useRedisPackage: true,
            }),
        )
      : Promise.resolve(new RateLimiterMemory(options))
    // A connection that failed is tried again on the next attempt.
    limiter.catch(() => limiters.delete(name))
    limiters.set(name, limiter)
  }
  return limiter
}

/** Seconds to wait before the next attempt, or 0 when this one may go ahead. */
async function take(name: string, limit: Limit, clientKey: string): Promise<number> {
  try {
    await (await limiterFor(name, limit)).consume(clientKey)
    return 0
  } catch (rejection) {
    // A store that cannot be reached (Redis down) refuses nothing: an outage of the
    // limit store must not take the forms down with it.
    if (rejection instanceof Error) {
      console.error(`[limits] ${name}: the store failed; the attempt is let through`, rejection)
      return 0
    }
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000
    return Math.max(1, Math.ceil(ms / 1000))
  }
}

/** `address` is the client's, counted per IPv4 address or IPv6 /64 (limitKey). */
export const takeSubmission = (form: string, address: string) =>
  take(form, submissionLimit, limitKey(address))

/** True while this token may still verify a post. */
export async function takeStartTokenUse(tokenId: string): Promise<boolean> {
  return (await take('start-token', startTokenLimit, tokenId)) === 0
}

export const takeLoginAttempt = (address: string) => take('login', loginLimit, limitKey(address))

/** A successful login gives its attempt back: only failures count against an address. */
export async function refundLoginAttempt(address: string): Promise<void> {
  await (await limiterFor('login', loginLimit)).reward(limitKey(address), 1)
}
