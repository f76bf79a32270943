import { request as httpRequest } from 'node:http'

import { siteUrl } from './support/env'
import { expect, test } from './support/test'

/**
 * Every `Location` the site answers with, for a path a visitor chose, stays on the
 * site as a browser reads it (the WHATWG parser strips tabs and newlines, reads `\` as
 * `/` and normalises dot segments). The request line is sent as written, so paths
 * such as `//evil.example` reach the server as they would from a crafted link.
 */
function locationOf(path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(siteUrl)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (incoming) => {
      incoming.resume()
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const hostile = [
  '/preview/exit?path=/%09/evil.example',
  '/preview/exit?path=/%0A/evil.example',
  '/preview/exit?path=/%0D%0A/evil.example',
  '/preview/exit?path=/%5Cevil.example',
  '/preview/exit?path=/.//evil.example',
  '/preview/exit?path=//evil.example',
  '/preview/exit?path=https://evil.example',
  '//evil.example/?switch-locale=nl',
  '/.//evil.example/?switch-locale=nl',
  '/nl//evil.example',
  '/nl/%5Cevil.example',
  '/en//evil.example?switch-locale=nl',
  '/en/%09/evil.example?switch-locale=nl',
]

test.describe('no open redirect', () => {
  for (const path of hostile) {
    test(`${path} answers with a Location on this site`, async () => {
      const { status, location } = await locationOf(path)
      if (status >= 300 && status < 400) {
        expect(location).toBeDefined()
        const target = new URL(location ?? '', `${siteUrl}/some/page`)
        expect(target.origin).toBe(siteUrl)
        expect(target.host).not.toContain('evil')
      } else {
        expect(status).toBeLessThan(500)
      }
    })
  }

  test('a path on the site is kept: leaving the preview lands on the page', async () => {
    const { status, location } = await locationOf('/preview/exit?path=/cases/gaivota')
    expect(status).toBe(307)
    expect(new URL(location ?? '', siteUrl).pathname).toBe('/cases/gaivota')
  })
})
