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

/** Failed admin logins (and password-reset requests) per client. */
export const loginLimit = { points: 5, durationSeconds: 15 * 60 } as const satisfies Limit

/**
 * Failed logins per account, from all clients together. Past this the account is
 * under attack: only a client without failed logins of its own may still try, so
 * guessing from many addresses slows to one guess per address and window, while the
 * colleague with the right password, on a clean client, still gets in. The account
 * itself never locks (Payload's lock would keep the right password out too).
 */
export const accountLoginLimit = { points: 10, durationSeconds: 15 * 60 } as const satisfies Limit

/**
 * Password-reset mails per account (the email address as typed, normalised), from all
 * clients together: each one is a mail in a colleague's inbox and replaces the token of
 * the one before. Counted whether or not the account exists, so the answer tells nothing.
 */
export const resetRequestLimit = { points: 3, durationSeconds: 60 * 60 } as const satisfies Limit

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

/**
 * What a limit has counted for a key, without counting anything: the points used and
 * the seconds until they are given back. A store that cannot be reached reports nothing.
 */
async function counted(
  name: string,
  limit: Limit,
  key: string,
): Promise<{ used: number; waitSeconds: number }> {
  try {
    const state = await (await limiterFor(name, limit)).get(key)
    if (!state) return { used: 0, waitSeconds: 0 }
    return { used: state.consumedPoints, waitSeconds: Math.ceil(state.msBeforeNext / 1000) }
  } catch (error) {
    console.error(`[limits] ${name}: the store failed; nothing is counted`, error)
    return { used: 0, waitSeconds: 0 }
  }
}

/** An account as a limit counts it: the email address as Payload looks it up. */
export const accountKey = (email: string) => email.trim().toLowerCase()

/**
 * Seconds this client must wait before it may try this account again, or 0. Only an
 * account under attack refuses, and only clients that failed a login themselves.
 */
export async function accountRefusal(email: string, address: string): Promise<number> {
  const account = await counted('login-account', accountLoginLimit, accountKey(email))
  if (account.used < pointsOf(accountLoginLimit)) return 0
  const client = await counted('login', loginLimit, limitKey(address))
  if (client.used === 0) return 0
  return Math.max(1, Math.min(account.waitSeconds, client.waitSeconds))
}

/** Adds to (or, negative, gives back from) a count; a store that cannot be reached is skipped. */
async function adjust(name: string, limit: Limit, key: string, points: number): Promise<void> {
  try {
    const limiter = await limiterFor(name, limit)
    await (points > 0 ? limiter.penalty(key, points) : limiter.reward(key, -points))
  } catch (error) {
    console.error(`[limits] ${name}: the store failed; the count is left as it is`, error)
  }
}

/** Counts a login attempt against the account; a successful one is given back. */
export const chargeAccountLogin = (email: string) =>
  adjust('login-account', accountLoginLimit, accountKey(email), 1)

/** A successful login gives its attempts back: only failures count, per client and account. */
export async function refundLoginAttempt(address: string, email?: string): Promise<void> {
  await adjust('login', loginLimit, limitKey(address), -1)
  if (email) await adjust('login-account', accountLoginLimit, accountKey(email), -1)
}

export const takeResetRequest = (email: string) =>
  take('reset-account', resetRequestLimit, accountKey(email))
