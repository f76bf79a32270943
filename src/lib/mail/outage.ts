/**
 * Retrying while something is down (the database at boot, a lock held by another
 * process): wait longer after each failed attempt, and log the outage once when it
 * starts and once when it ends, not once per attempt.
 */

// Relative, with its extension: plain Node loads this file too (cache-handler.mjs → redisClient.ts).
import { loggableError } from '../loggableError.ts'

/** The wait after `failures` failed attempts in a row: 1 s, 2 s, 4 s … at most 30 s. */
export function backoffMs(failures: number, firstMs = 1_000, maxMs = 30_000): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, failures - 1))
}

type Log = Pick<Console, 'error' | 'info'>

export type OutageLog = { failed: (error: unknown) => void; succeeded: () => void }

export function outageLog(what: string, log: Log = console, now = Date.now): OutageLog {
  let since: number | null = null
  return {
    failed(error) {
      if (since !== null) return
      since = now()
      log.error(
        `${what} is unavailable; retrying with backoff until it works again: ${loggableError(error)}`,
      )
    },
    succeeded() {
      if (since === null) return
      log.info(`${what} works again after ${Math.round((now() - since) / 1000)} s`)
      since = null
    },
  }
}
