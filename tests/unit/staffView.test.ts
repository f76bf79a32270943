import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { sessionCookie } from '@/lib/staffBar'
import { staffView } from '@/server/staffView'

// Payload as the staff view asks it: who the session is, and the record's id.
const auth = vi.fn()
const find = vi.fn()
vi.mock('@/cms/client', () => ({ payloadClient: async () => ({ auth, find }) }))

const visitorsPage =
  '<!DOCTYPE html><html lang="nl"><head><title>Blog</title></head><body><a href="#main">Naar de inhoud</a><main id="main">Hallo</main></body></html>'

let server: Server | undefined
afterEach(async () => {
  auth.mockReset()
  find.mockReset()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))
  server = undefined
})

/** This server as the staff view reaches it (INTERNAL_ORIGIN), recording what it was sent. */
async function ownServer(): Promise<IncomingHttpHeaders[]> {
  const seen: IncomingHttpHeaders[] = []
  server = createServer((request, response) => {
    seen.push(request.headers)
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000',
      etag: '"visitors-copy"',
    })
    response.end(visitorsPage)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  process.env.INTERNAL_ORIGIN = `http://127.0.0.1:${port}`
  return seen
}

/** A port nothing listens on: this server stopping under the request. */
async function closedOrigin(): Promise<void> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  process.env.INTERNAL_ORIGIN = `http://127.0.0.1:${port}`
}

const asked = (path: string, cookie: string) =>
  new Request(`http://127.0.0.1/staff-view?path=${encodeURIComponent(path)}`, {
    headers: { cookie },
  })

describe('the staff view', () => {
  it("fetches the visitors' page without the request's cookies, and adds the bar only for staff", async () => {
    const seen = await ownServer()
    auth.mockResolvedValue({ user: { id: 1, roles: ['editor'] } })
    find.mockResolvedValue({ docs: [{ id: 7 }] })

    const answer = await staffView(asked('/blogs/hallo-wereld', 'payload-token=session; a=b'))

    expect(seen).toHaveLength(1)
    expect(seen[0]?.cookie).toBeUndefined()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('etag')).toBeNull()
    expect(await answer.text()).toContain('/admin/collections/blog-posts/7')
    // The record is looked up with the account's own access.
    expect(find.mock.calls[0]?.[0]).toMatchObject({ overrideAccess: false, locale: 'nl' })
  })

  it('gives a session Payload does not accept the page as it came', async () => {
    await ownServer()
    auth.mockResolvedValue({ user: null })

    const answer = await staffView(asked('/blogs/hallo-wereld', 'payload-token=forged'))

    expect(answer.status).toBe(200)
    expect(answer.headers.get('etag')).toBe('"visitors-copy"')
    expect(await answer.text()).toBe(visitorsPage)
  })

  it('answers 503 with Retry-After when this server no longer answers its own page', async () => {
    await closedOrigin()
    auth.mockResolvedValue({ user: { id: 1, roles: ['admin'] } })
    find.mockResolvedValue({ docs: [] })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})

    const answer = await staffView(asked('/faq', 'payload-token=session'))

    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('answers every request the proxy sends it with the page, whatever the cookie looks like', async () => {
    await ownServer()
    auth.mockResolvedValue({ user: null })
    // Cookie headers as a client may send them: empty, undecodable and repeated values,
    // odd spacing and separators, and names close to Payload's.
    const pair = fc.tuple(
      fc.constantFrom(sessionCookie, ` ${sessionCookie}`, `${sessionCookie} `, 'payload-lng', 'x'),
      fc.constantFrom('', 'token', '%', '%E0%A4%A', '"quoted"', ' spaced ', '=', 'a;b'),
    )
    const header = fc
      .tuple(fc.array(pair, { minLength: 1, maxLength: 4 }), fc.constantFrom(';', '; ', ' ; '))
      .map(([pairs, separator]) => pairs.map(([name, value]) => `${name}=${value}`).join(separator))
    await fc.assert(
      fc.asyncProperty(header, async (cookie) => {
        // The proxy's own reading (src/proxy.ts: request.cookies.has).
        const proxied = new NextRequest('http://127.0.0.1/faq', { headers: { cookie } })
        const answer = await staffView(asked('/faq', cookie))
        await answer.arrayBuffer()
        expect(answer.status).toBe(proxied.cookies.has(sessionCookie) ? 200 : 404)
      }),
      { numRuns: 200 },
    )
  })
})
