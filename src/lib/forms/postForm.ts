import type { FormOutcome } from './outcome'

/**
 * The pauses before a post is sent again, when its answer says it may not have been
 * handled: no answer at all (the connection broke, as when the instance that had it
 * ended), the edge's 502 or 504 (no instance answered), or the site's own 503 (it could
 * not store the post just now, as while its database restarts: 1.8 s in test:chaos). The
 * server knows a copy by its submission key (src/lib/forms/submissionKey.ts) and stores
 * it once, so sending again is safe. About 4 s in all: a visitor waits that long for a
 * "sent" and not much longer.
 */
export const retryPausesMs: readonly number[] = [1_000, 3_000]

const mayNotBeHandled = new Set([502, 503, 504])

type Options = {
  pauses?: readonly number[]
  fetcher?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Posts a form's fields as JSON to its endpoint (`/forms/*`) and returns the outcome,
 * sending the very same body again after each pause while the answer says the post may
 * not have been handled. A last such answer is `failed`, with the site's own message
 * when it gave one (it names the agency's address).
 */
export async function postForm(
  endpoint: string,
  body: Record<string, unknown>,
  { pauses = retryPausesMs, fetcher = fetch, sleep = pause }: Options = {},
): Promise<FormOutcome> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }
  for (let attempt = 0; ; attempt++) {
    const response = await fetcher(endpoint, init).catch(() => undefined)
    const outcome = response ? await readOutcome(response) : undefined
    const again = !response || mayNotBeHandled.has(response.status)
    if (!again && outcome) return outcome
    if (attempt >= pauses.length || !again) {
      return outcome?.kind === 'failed' ? outcome : { kind: 'failed' }
    }
    await sleep(pauses[attempt] ?? 0)
  }
}

/** The site's JSON answer; undefined for anything else (the edge's error page). */
async function readOutcome(response: Response): Promise<FormOutcome | undefined> {
  try {
    const outcome = (await response.json()) as FormOutcome
    return typeof outcome?.kind === 'string' ? outcome : undefined
  } catch {
    return undefined
  }
}
