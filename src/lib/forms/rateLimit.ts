import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * Submissions per visitor address: enough for a person who corrects a typo, too few
 * for a script. In memory, so per instance; with several instances behind one
 * address a shared store would make the limit exact (see README).
 */
const limiters = new Map<string, RateLimiterMemory>()

export const submissionLimit = { points: 5, durationSeconds: 10 * 60 } as const

function limiterFor(form: string): RateLimiterMemory {
  let limiter = limiters.get(form)
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: form,
      points: submissionLimit.points,
      duration: submissionLimit.durationSeconds,
    })
    limiters.set(form, limiter)
  }
  return limiter
}

/** Seconds to wait before the next attempt, or 0 when this one may go ahead. */
export async function takeSubmission(form: string, clientKey: string): Promise<number> {
  try {
    await limiterFor(form).consume(clientKey)
    return 0
  } catch (rejection) {
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000
    return Math.max(1, Math.ceil(ms / 1000))
  }
}
