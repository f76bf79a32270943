import { describe, expect, it } from 'vitest'

import { postForm, retryPausesMs } from '@/lib/forms/postForm'

/** A server as the form meets it: one scripted answer per post, every body kept. */
function scripted(...answers: (Response | 'no answer')[]) {
  const bodies: string[] = []
  const fetcher = (async (_url: string, init: RequestInit) => {
    bodies.push(String(init.body))
    const answer = answers.shift()
    if (!answer || answer === 'no answer') throw new TypeError('Failed to fetch')
    return answer
  }) as typeof fetch
  const slept: number[] = []
  const sleep = async (ms: number) => void slept.push(ms)
  return { bodies, slept, options: { fetcher, sleep } }
}

const json = (status: number, body: unknown) => Response.json(body, { status })
const edgeError = (status: number) =>
  new Response('<html><body>502 Bad Gateway</body></html>', {
    status,
    headers: { 'content-type': 'text/html' },
  })
const fields = { name: 'Sanne', email: 'sanne@example.com', startedAt: 'contact.1.x.y' }

describe('postForm: a post whose answer was lost is sent again, the same', () => {
  it('no answer (the instance ended), then the answer: received, the body sent twice unchanged', async () => {
    const server = scripted('no answer', json(201, { ok: true, kind: 'success' }))
    expect(await postForm('/forms/contact', fields, server.options)).toEqual({
      ok: true,
      kind: 'success',
    })
    expect(server.bodies).toEqual([JSON.stringify(fields), JSON.stringify(fields)])
    expect(server.slept).toEqual([retryPausesMs[0]])
  })

  it("the edge's 502 and 504 and the site's 503 are tried again; then the answer counts", async () => {
    const server = scripted(edgeError(502), edgeError(504), json(201, { kind: 'success' }))
    expect(await postForm('/forms/contact', fields, server.options)).toEqual({ kind: 'success' })
    expect(server.slept).toEqual([...retryPausesMs])
    const later = scripted(
      json(503, { kind: 'failed', message: 'Mail ons' }),
      json(201, { kind: 'success' }),
    )
    expect(await postForm('/forms/quote', fields, later.options)).toEqual({ kind: 'success' })
  })

  it('gives up after the last pause: failed, with the site’s own message when it sent one', async () => {
    const edge = scripted(edgeError(502), edgeError(502), edgeError(502), json(201, {}))
    expect(await postForm('/forms/contact', fields, edge.options)).toEqual({ kind: 'failed' })
    expect(edge.bodies).toHaveLength(1 + retryPausesMs.length)
    const site = scripted(
      json(503, { kind: 'failed' }),
      json(503, { kind: 'failed' }),
      json(503, { kind: 'failed', message: 'Schrijf naar hallo@vonk.nl' }),
    )
    expect(await postForm('/forms/contact', fields, site.options)).toEqual({
      kind: 'failed',
      message: 'Schrijf naar hallo@vonk.nl',
    })
  })

  it('an answer that settles the post is never sent again: invalid, refused, rate-limited', async () => {
    for (const answer of [
      json(422, { kind: 'invalid', errors: { email: 'email' } }),
      json(422, { kind: 'refused', reason: 'tooFast' }),
      json(429, { kind: 'refused', reason: 'rateLimited', retryAfter: 60 }),
      json(400, { kind: 'refused', reason: 'malformed' }),
    ]) {
      const server = scripted(answer, json(201, { kind: 'success' }))
      const outcome = await postForm('/forms/contact', fields, server.options)
      expect(outcome.kind).not.toBe('success')
      expect(server.bodies).toHaveLength(1)
    }
  })

  it('an unreadable answer that is not a 5xx of that kind is a failure, not a retry', async () => {
    const server = scripted(new Response('teapot', { status: 418 }), json(201, { kind: 'success' }))
    expect(await postForm('/forms/contact', fields, server.options)).toEqual({ kind: 'failed' })
    expect(server.bodies).toHaveLength(1)
  })
})
