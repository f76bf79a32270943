import { once } from 'node:events'
import { connect } from 'node:net'
import { createHash } from 'node:crypto'

import fc from 'fast-check'

import { editorToken } from './support/editor'
import { editorBrowser } from './support/editorial'
import { siteUrl } from './support/env'
import { copyDatabase, removeDatabase, startSite } from './support/ownSite'
import { rawRequest } from './support/peer'
import { expect, test } from './support/test'

/*
 * The serving path as an attacker meets it (issue 36): raw request lines, spelled paths,
 * duplicate cookies, unfinished bodies, a Host of their choosing. Each test here failed
 * on the serving layer the issue replaced.
 */

const host = new URL(siteUrl).host

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** One raw request and its answer: status, headers, body. */
async function raw(target: string, headers: string[] = [], method = 'GET') {
  const head = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, ...headers, 'Connection: close']
  const answer = await rawRequest(siteUrl, head.join('\n'))
  return answer
}

/** Status, Location, language and a digest of the body, as a visitor's browser would get them. */
async function visit(path: string, cookie?: string) {
  const response = await fetch(`${siteUrl}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  })
  const body = await response.text()
  return {
    status: response.status,
    location: response.headers.get('location'),
    lang: /<html lang="([^"]+)"/.exec(body)?.[1] ?? null,
    digest: createHash('sha256').update(body).digest('hex').slice(0, 16),
  }
}

test.describe('one canonical path', () => {
  test("other spellings of the build's static files are refused, not kept", async () => {
    const home = await (await fetch(`${siteUrl}/`)).text()
    const chunk = /src="\/_next\/static\/(chunks\/[^"]+\.js)"/.exec(home)?.[1] ?? ''
    expect(chunk).not.toBe('')
    expect((await raw(`/_next/static/${chunk}`, [], 'HEAD')).status).toBe(200)
    const [folder, file] = chunk.split('/')
    for (const spelled of [
      `/_next/static/./${chunk}`,
      `/_next/static/././${chunk}`,
      `/_next/static/${folder}//${file}`,
      `/_next/static/x/../${chunk}`,
      `/_next/static/${folder}/%${(file ?? '').charCodeAt(0).toString(16)}${file?.slice(1)}`,
    ]) {
      expect((await raw(spelled, [], 'HEAD')).status, spelled).toBe(400)
    }
  })

  test('Payload and the admin answer only their own spelling', async () => {
    for (const spelled of [
      '/api/%75sers/me',
      '/api//users/me',
      '/x/../api/users/me',
      '/admin/./account',
    ]) {
      expect((await raw(spelled)).status, spelled).toBe(400)
    }
    expect((await raw('/api/users/me')).status).toBe(200)
  })
})

test('the optimizer takes the media library’s files only, each in one spelling', async () => {
  const html = await (await fetch(`${siteUrl}/cases/gaivota`)).text()
  const source = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)/.exec(html)
  expect(source).not.toBeNull()
  const [, url = '', width = ''] = source ?? []
  const ask = (query: string) => fetch(`${siteUrl}/_next/image?${query}&w=${width}&q=75`)
  expect((await ask(`url=${url}`)).status).toBe(200)
  // Each query would be a copy of its own in the optimizer's disk cache.
  for (const extra of ['%3Fa%3D1', '%3Fv%3D2']) {
    expect((await ask(`url=${url}${extra}`)).status, extra).toBe(400)
  }
  expect((await ask(`url=${encodeURIComponent('/icon.svg')}`)).status).toBe(400)
})

test.describe('uploads', () => {
  test('an upload without a session is refused before its body is read', async () => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(siteUrl).port) })
    await once(socket, 'connect')
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (text: string) => (received += text))
    socket.on('error', () => undefined)
    // Chunked, 1 MB sent, the final chunk withheld: the answer must not wait for it.
    const megabyte = 'x'.repeat(1024 * 1024)
    socket.write(
      `POST /api/media HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${(1024 * 1024).toString(16)}\r\n${megabyte}\r\n`,
    )
    await expect.poll(() => received, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 401 /)
    expect(received).toContain('Uploads need a staff session.')
    socket.destroy()
  })

  test('the upload gate reads the session as Payload does', async ({ request }) => {
    const token = await editorToken(request)
    const origin = new URL(siteUrl).origin
    const send = (headers: Record<string, string>) =>
      request.post('/api/media', {
        headers,
        multipart: {
          file: { name: `gate-${Date.now()}.png`, mimeType: 'image/png', buffer: tinyPng },
          _payload: JSON.stringify({ alt: 'Poortwachter' }),
        },
      })
    // Payload reads the last of two session cookies: the upload is staff's, and accepted.
    const accepted = await send({
      Cookie: `payload-token=forged; payload-token=${token}`,
      Origin: origin,
    })
    expect(accepted.status(), await accepted.text()).toBe(201)
    const { doc } = (await accepted.json()) as { doc: { id: number } }
    await request.delete(`/api/media/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })
    // Sessions Payload would not accept for this upload are refused before its body is
    // read: the last cookie forged, or a cookie without the Origin Payload's CSRF rule asks.
    const refusedHeaders: Record<string, string>[] = [
      { Cookie: `payload-token=${token}; payload-token=forged`, Origin: origin },
      { Cookie: `payload-token=${token}` },
    ]
    for (const headers of refusedHeaders) {
      const refused = await send(headers)
      expect(refused.status(), JSON.stringify(headers)).toBe(401)
      expect(await refused.text()).toContain('Uploads need a staff session.')
    }
  })

  test('an editor uploads an image in the admin, through the gate', async ({
    browser,
    request,
  }) => {
    const { context, headers } = await editorBrowser(browser, request)
    try {
      const page = await context.newPage()
      await page.goto('/admin/collections/media/create')
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: `admin-${Date.now()}.png`, mimeType: 'image/png', buffer: tinyPng })
      await page.getByLabel(/^(Alt text|Alternatieve tekst)/).fill('Een rood vierkantje')
      await page.locator('#action-save').click()
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 15_000 })
      const id = /\/media\/(\d+)/.exec(page.url())?.[1]
      await request.delete(`/api/media/${id}`, { headers })
    } finally {
      await context.close()
    }
  })

  test('a declared upload without a session is refused as its headers arrive', async () => {
    const answer = await raw(
      '/api/media',
      ['Content-Type: multipart/form-data; boundary=b', `Content-Length: ${10 * 1024 * 1024}`],
      'POST',
    )
    expect(answer.status).toBe(401)
  })
})

test.describe('nothing answers a page before the proxy has decided it', () => {
  test('duplicate or odd language cookies reach nobody else', async () => {
    const expected = await visit('/faq', 'NEXT_LOCALE=en')
    expect(expected.status).toBe(307)
    expect(expected.location).toMatch(/\/en\/faq$/)
    await visit('/faq', 'NEXT_LOCALE=en; NEXT_LOCALE=nl')
    expect(await visit('/faq', 'NEXT_LOCALE=en')).toEqual(expected)

    const french = await visit('/over-ons', 'NEXT_LOCALE=fr')
    expect(french.location).toMatch(/\/fr\/over-ons$/)
    await visit('/over-ons', 'NEXT_LOCALE=fr ;x=1')
    expect(await visit('/over-ons', 'NEXT_LOCALE=fr')).toEqual(french)
  })

  test('no hostile request changes what the next visitor gets', async () => {
    test.setTimeout(120_000)
    const probes = [
      ['/faq', undefined],
      ['/faq', 'NEXT_LOCALE=en'],
      ['/en/faq', undefined],
      ['/over-ons', 'NEXT_LOCALE=fr'],
    ] as const
    const baseline = await Promise.all(probes.map(([path, cookie]) => visit(path, cookie)))
    const hostile = fc.record({
      path: fc.constantFrom('/faq', '/over-ons', '/en/faq', '/fr', '/'),
      query: fc.constantFrom('', '?x=1', '?switch-locale=', '?_rsc=1'),
      method: fc.constantFrom('GET', 'HEAD'),
      headers: fc.subarray([
        'Cookie: NEXT_LOCALE=en; NEXT_LOCALE=nl',
        'Cookie: NEXT_LOCALE=fr ;x=1',
        'Cookie: NEXT_LOCALE= en',
        'Cookie: NEXT_LOCALE=%65n',
        'Accept-Language: en',
        'RSC: 1',
        'Next-Router-Prefetch: 1',
        'Range: bytes=0-10',
        'Accept-Encoding: br',
      ]),
      host: fc.constantFrom(host, 'evil.example', 'localhost:1'),
    })
    await fc.assert(
      fc.asyncProperty(hostile, async ({ path, query, method, headers, host: sentHost }) => {
        const head = [`${method} ${path}${query} HTTP/1.1`, `Host: ${sentHost}`, ...headers]
        const answer = await rawRequest(siteUrl, [...head, 'Connection: close'].join('\n'))
        expect(answer.status).toBeLessThan(500)
        const now = await Promise.all(probes.map(([probe, cookie]) => visit(probe, cookie)))
        expect(now).toEqual(baseline)
      }),
      { numRuns: 25 },
    )
  })
})

test.describe('redirects name the site, never the Host a client sent', () => {
  test('a local trial', async () => {
    const location = await locationOf('/nl/cases', 'Host: evil.example')
    expect(location).not.toContain('evil.example')
    expect(new URL(location, siteUrl).href).toBe(`${siteUrl}/cases`)
  })

  test('a public site behind a trusted proxy', async () => {
    test.setTimeout(150_000)
    const database = copyDatabase('public-host')
    const site = startSite(2, database, {
      SITE_URL: 'https://www.vonkdigital.example',
      TRUST_PROXY: 'loopback',
    })
    try {
      await site.ready()
      for (const forged of ['Host: evil.example', 'X-Forwarded-Host: evil.example']) {
        const location = await locationOf('/nl/cases', forged, site.url)
        expect(location, forged).not.toContain('evil.example')
        expect(new URL(location, 'https://www.vonkdigital.example').href).toBe(
          'https://www.vonkdigital.example/cases',
        )
      }
    } finally {
      await site.stop()
      removeDatabase(database)
    }
  })
})

/** The Location of a raw GET with one extra header line. */
async function locationOf(path: string, header: string, origin = siteUrl): Promise<string> {
  const { hostname, port } = new URL(origin)
  const socket = connect({ host: hostname, port: Number(port) })
  await once(socket, 'connect')
  const hostLine = header.toLowerCase().startsWith('host:')
    ? header
    : `Host: ${hostname}:${port}\r\n${header}`
  socket.write(`GET ${path} HTTP/1.1\r\n${hostLine}\r\nConnection: close\r\n\r\n`)
  let received = ''
  socket.setEncoding('utf8')
  for await (const chunk of socket) received += chunk as string
  return /\r\nlocation: ([^\r]*)/i.exec(received)?.[1] ?? ''
}
