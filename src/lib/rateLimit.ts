/**
 * Attempts per client address. In memory on one machine; in Redis when several
 * instances run (src/lib/instances.ts), so 5 posts per 10 minutes means 5 across all.
 */
import { createHash } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { maximumAgeMs, tokenUses } from '@/lib/forms/token'
import { limitKey } from '@/lib/http/limitKey'
import { redisPrefix } from '@/lib/instances'
import { sharedRedis } from '@/lib/redis'

type Limit = { points: number; durationSeconds: number }

/** Form submissions: enough for a person who corrects a typo, too few for a script. */
export const submissionLimit = { points: 5, durationSeconds: 10 * 60 } as const satisfies Limit

/**
 * Site searches per client (the results page). A person searching, refining and
 * paging stays well below; a script that walks the index slows to one search in two
 * seconds.
 */
export const searchLimit = { points: 30, durationSeconds: 60 } as const satisfies Limit

/** Suggestion lookups per client: one per pause while typing, a few per search. */
export const suggestionLimit = { points: 120, durationSeconds: 60 } as const satisfies Limit

/** Failed admin logins per client. */
export const loginLimit = { points: 5, durationSeconds: 15 * 60 } as const satisfies Limit

/**
 * Failed logins per account from clients that never signed in to it. Past this the
 * account is under attack: such a client may only try while it has no failed login of
 * its own, so guessing from many addresses slows to one guess per address and window.
 * A client that signed in to the account before (the colleague's own) neither counts
 * toward this nor is ever refused by it: outsiders cannot keep the right password out.
 * The account itself never locks (Payload's lock would keep the right password out too).
 */
export const accountLoginLimit = { points: 10, durationSeconds: 15 * 60 } as const satisfies Limit

/**
 * How long a client that signed in to an account stays that account's own client: two
 * weeks from its last sign-in (the memory store keeps a count with a timer, which holds
 * at most 24 days).
 */
export const knownClientLimit = {
  points: 1,
  durationSeconds: 14 * 24 * 60 * 60,
} as const satisfies Limit

/**
 * Password-reset requests per client, counted apart from logins: a reset is no guess.
 * Per account, Payload itself sends no second mail while the first one's link is valid
 * (`forgotPassword.minRequestInterval`, src/collections/Users.ts), and still answers 200,
 * so nobody, the account's owner included, is ever refused for an account.
 */
export const resetRequestLimit = { points: 5, durationSeconds: 15 * 60 } as const satisfies Limit

/**
 * Visitor-insight beacons (src/server/insight/beacon.ts): a page view sends two (the view,
 * then its Core Web Vitals as the tab is hidden), so this is a person reading thirty
 * pages a minute, or a small office behind one address; a script filling the statistics
 * is cut off within the minute.
 */
export const beaconLimit = { points: 60, durationSeconds: 60 } as const satisfies Limit

/** Posts one form-start token may verify, while it is valid (see forms/token.ts). */
export const startTokenLimit = {
  points: tokenUses,
  durationSeconds: maximumAgeMs / 1000,
} as const satisfies Limit

/**
 * Each limit counts in Redis when several instances run, and in this process's memory
 * on one machine. The memory count also stands in while Redis cannot answer (down,
 * hung): the policy in docs/hosting.md, "Several instances".
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

/** How many clients one limit counts in memory at the most (about 300 bytes each). */
export const memoryKeysPerLimit = 50_000

type Stored = { timeoutId?: ReturnType<typeof setTimeout> }

/**
 * RateLimiterMemory keeps a Map with every key it ever counted until its window ends, so
 * a flood of clients (IPv6 networks, a botnet) would grow it without bound. This keeps
 * at most `maxKeys` of them, dropping the oldest first: a dropped client only starts its
 * count again, as a client with a fresh address would anyway. (Its Map is the library's
 * own field; `tests/unit/limitKeys.test.ts` fails if that ever changes.)
 */
export function boundedMemory(limiter: RateLimiterMemory, maxKeys = memoryKeysPerLimit) {
  const storage = (limiter as unknown as { _memoryStorage?: { _storage?: Map<string, Stored> } })
    ._memoryStorage?._storage
  if (!(storage instanceof Map)) throw new Error('rate-limiter-flexible keeps its keys elsewhere')
  const set = storage.set.bind(storage)
  storage.set = (key: string, record: Stored) => {
    if (!storage.has(key) && storage.size >= maxKeys) {
      const oldest = storage.keys().next().value
      if (oldest !== undefined) {
        clearTimeout(storage.get(oldest)?.timeoutId)
        storage.delete(oldest)
      }
    }
    return set(key, record)
  }
  return limiter
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
      local: boundedMemory(new RateLimiterMemory(options)),
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

/**
 * Runs `operation` on the limit's shared count, or on this process's memory while
 * Redis cannot answer (the same policy as `take`).
 */
async function withStore<T>(
  name: string,
  limit: Limit,
  operation: (limiter: RateLimiterRedis | RateLimiterMemory) => Promise<T>,
): Promise<T> {
  const { shared, local } = limiterFor(name, limit)
  const redis = sharedRedis()
  if (shared && redis) {
    try {
      return await redis.ask(() => operation(shared))
    } catch {
      // Redis is out: counted here meanwhile.
    }
  }
  return operation(local)
}

/** `address` is the client's, counted per IPv4 address or IPv6 /64 (limitKey). */
export const takeSubmission = (form: string, address: string) =>
  take(form, submissionLimit, limitKey(address))

/** Seconds this client must wait before its next beacon counts, or 0. */
export const takeBeacon = (address: string) => take('beacon', beaconLimit, limitKey(address))

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

/** Seconds to wait before this client may search again, or 0 (see searchLimit). */
export const takeSearch = (address: string) => take('search', searchLimit, limitKey(address))

export const takeSuggestion = (address: string) =>
  take('search-suggestion', suggestionLimit, limitKey(address))

export const takeLoginAttempt = (address: string) => take('login', loginLimit, limitKey(address))

/**
 * What a limit has counted for a key, without counting anything: the points used and
 * the seconds until they are given back (in memory while Redis cannot answer).
 */
async function counted(
  name: string,
  limit: Limit,
  key: string,
): Promise<{ used: number; waitSeconds: number }> {
  const state = await withStore(name, limit, (limiter) => limiter.get(key))
  if (!state) return { used: 0, waitSeconds: 0 }
  return { used: state.consumedPoints, waitSeconds: Math.ceil(state.msBeforeNext / 1000) }
}

/** An account as a limit counts it: the email address as Payload looks it up. */
export const accountKey = (email: string) => email.trim().toLowerCase()

/**
 * Seconds this client must wait before it may try this account again, or 0. Only an
 * account under attack refuses, and only clients that failed a login themselves; a
 * client that signed in to the account before is never asked (see isKnownClient).
 */
export async function accountRefusal(email: string, address: string): Promise<number> {
  const account = await counted('login-account', accountLoginLimit, accountKey(email))
  if (account.used < pointsOf(accountLoginLimit)) return 0
  const client = await counted('login', loginLimit, limitKey(address))
  if (client.used === 0) return 0
  return Math.max(1, Math.min(account.waitSeconds, client.waitSeconds))
}

/** Adds to (or, negative, gives back from) a count. */
async function adjust(name: string, limit: Limit, key: string, points: number): Promise<void> {
  await withStore(name, limit, (limiter) =>
    points > 0 ? limiter.penalty(key, points) : limiter.reward(key, -points),
  )
}

const knownKey = (email: string, address: string) =>
  `${accountKey(email)}\u0000${limitKey(address)}`

/** Whether this client signed in to this account lately (knownClientLimit). */
export async function isKnownClient(email: string, address: string): Promise<boolean> {
  return (await counted('login-known', knownClientLimit, knownKey(email, address))).used > 0
}

/** Counts a failed-login attempt from an unknown client against the account. */
export const chargeAccountLogin = (email: string) =>
  adjust('login-account', accountLoginLimit, accountKey(email), 1)

/**
 * A successful login: its attempt is given back (only failures count), to the client and,
 * when it was charged there, to the account; the client becomes the account's own.
 */
export async function recordSuccessfulLogin(
  address: string,
  email: string,
  chargedAccount: boolean,
): Promise<void> {
  await adjust('login', loginLimit, limitKey(address), -1)
  if (chargedAccount) await adjust('login-account', accountLoginLimit, accountKey(email), -1)
  const key = knownKey(email, address)
  // Marked once; a later sign-in renews the mark rather than adding to it.
  await withStore('login-known', knownClientLimit, (limiter) =>
    limiter.set(key, 1, knownClientLimit.durationSeconds),
  )
}

export const takeResetRequest = (address: string) =>
  take('reset', resetRequestLimit, limitKey(address))
