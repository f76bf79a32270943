import { describe, expect, it, vi } from 'vitest'

import type { PublicPage } from '@/lib/staffBar'

import { cookieValue, publicPage, staffBar, staffLinks, withStaffBar } from '@/lib/staffBar'
import { isStaffRequest } from '@/serve/staffSession'

/** A path that must be a page. */
function pageAt(url: string): PublicPage {
  const found = publicPage(url)
  if (!found) throw new Error(`${url} is not a page`)
  return found
}

const page =
  '<!DOCTYPE html><html lang="nl"><head><title>x</title></head><body class="a"><a href="#main">Skip</a><main id="main">Hi</main></body></html>'

describe('publicPage: the document behind a public path', () => {
  it('maps records, lists and globals, in each language', () => {
    expect(publicPage('/')).toEqual({
      locale: 'nl',
      path: '/',
      source: { kind: 'global', global: 'home' },
    })
    expect(publicPage('/en')).toEqual({
      locale: 'en',
      path: '/',
      source: { kind: 'global', global: 'home' },
    })
    expect(publicPage('/fr/over-ons')?.source).toEqual({ kind: 'global', global: 'about' })
    expect(publicPage('/blogs/hallo-wereld?x=1')).toEqual({
      locale: 'nl',
      path: '/blogs/hallo-wereld',
      source: { kind: 'record', collection: 'blog-posts', slug: 'hallo-wereld' },
    })
    expect(publicPage('/en/cases/gaivota')?.source).toEqual({
      kind: 'record',
      collection: 'case-studies',
      slug: 'gaivota',
    })
    expect(publicPage('/services/digital-marketing/seo')?.source).toEqual({
      kind: 'record',
      collection: 'digital-marketing-services',
      slug: 'seo',
    })
    expect(publicPage('/services/ecommerce')?.source).toEqual({
      kind: 'record',
      collection: 'services',
      slug: 'ecommerce',
    })
    expect(publicPage('/privacy')?.source).toEqual({
      kind: 'record',
      collection: 'pages',
      slug: 'privacy',
    })
    expect(publicPage('/cases?service=ecommerce')?.source).toEqual({
      kind: 'list',
      collection: 'case-studies',
    })
  })

  it('is not a page for Payload, Next.js, files, forms and the internal Dutch prefix', () => {
    for (const url of [
      '/admin',
      '/admin/collections/leads',
      '/api/users/me',
      '/_next/static/chunks/a.js',
      '/icon.svg',
      '/robots.txt',
      '/preview?path=/',
      '/forms/contact',
      '/nl/blogs/x',
      '/og/nl/image.png',
      // The staff view itself: a request for it never fetches it again.
      '/staff-view?path=/',
    ]) {
      expect(publicPage(url), url).toBeNull()
    }
  })

  it('hostile paths find no record', () => {
    expect(publicPage('/blogs/%3Cscript%3E')?.source).toEqual({ kind: 'none' })
    expect(publicPage('/blogs/a/b/c/d')?.source).toEqual({ kind: 'none' })
    expect(publicPage('/%E0%A4%A')).toBeNull()
    expect(publicPage('/blogs/..%2Fadmin')?.source).toEqual({ kind: 'none' })
  })
})

describe('staffLinks', () => {
  it('links a record to its edit view in the page language and to its preview', () => {
    const links = staffLinks(pageAt('/en/blogs/hallo'), 12)
    expect(links).toEqual({
      edit: '/admin/collections/blog-posts/12?locale=en',
      preview: '/preview?path=%2Fblogs%2Fhallo&locale=en',
      editsDocument: true,
    })
    expect(staffLinks(pageAt('/blogs/hallo'), 12).edit).toBe('/admin/collections/blog-posts/12')
  })

  it('links a global, a list, an unknown record and an unknown page', () => {
    expect(staffLinks(pageAt('/'), null)).toEqual({
      edit: '/admin/globals/home',
      preview: '/preview?path=%2F&locale=nl',
      editsDocument: true,
    })
    expect(staffLinks(pageAt('/blogs'), null)).toEqual({
      edit: '/admin/collections/blog-posts',
      preview: null,
      editsDocument: false,
    })
    expect(staffLinks(pageAt('/blogs/gone'), null).edit).toBe('/admin/collections/blog-posts')
    expect(staffLinks(pageAt('/a/b/c'), null)).toEqual({
      edit: '/admin',
      preview: null,
      editsDocument: false,
    })
  })
})

describe('the bar in the page', () => {
  const bar = staffBar(staffLinks(pageAt('/blogs/hallo'), 7), 'nl')

  it('puts its styles in the head and its links first in the body, with no script', () => {
    const html = withStaffBar(page, bar)
    expect(html).toContain('<style data-staff-bar="">')
    expect(html.indexOf('data-staff-bar')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain(
      '<body class="a"><nav class="vonk-staff-bar" lang="nl" aria-label="Beheer"',
    )
    expect(html).toContain('<a href="/admin/collections/blog-posts/7">Deze pagina bewerken</a>')
    expect(html).toContain(
      '<a href="/preview?path=%2Fblogs%2Fhallo&amp;locale=nl">Voorbeeld met concepten</a>',
    )
    expect(html).not.toMatch(/<script/i)
    expect(html.replace(bar.style, '').replace(bar.nav, '')).toBe(page)
  })

  it('speaks English to staff with an English admin', () => {
    const english = staffBar(staffLinks(pageAt('/blogs/hallo'), 7), 'en')
    expect(english.nav).toContain('lang="en" aria-label="Admin"')
    expect(english.nav).toContain('>Edit this page</a>')
  })

  it('leaves a document without head or body alone', () => {
    expect(withStaffBar('{"json":true}', bar)).toBe('{"json":true}')
    expect(withStaffBar('<body></body><head></head>', bar)).toBe('<body></body><head></head>')
  })
})

describe('cookies', () => {
  it('reads one cookie by exact name', () => {
    expect(cookieValue('a=1; payload-token=abc.def; b=2', 'payload-token')).toBe('abc.def')
    expect(cookieValue('xpayload-token=abc', 'payload-token')).toBeNull()
    expect(cookieValue('payload-token=', 'payload-token')).toBeNull()
    expect(cookieValue(undefined, 'payload-token')).toBeNull()
    expect(cookieValue('payload-token=%E0%A4%A', 'payload-token')).toBeNull()
  })
})

describe('isStaffRequest: an upload’s session is verified, not assumed', () => {
  const origin = 'http://127.0.0.1:1'
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('asks nothing without a cookie or Authorization header', async () => {
    const fetcher = vi.fn<typeof fetch>()
    expect(await isStaffRequest({ headers: {} }, origin, fetcher)).toBe(false)
    expect(
      await isStaffRequest({ headers: { origin: 'https://x.example' } }, origin, fetcher),
    ).toBe(false)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('has Payload read the credentials as they came, with what its CSRF rule reads', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => answer({ user: null }))
    const sent = {
      cookie: 'payload-token=forged; payload-token=last',
      origin: 'https://www.vonkdigital.nl',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      host: 'evil.example',
    }
    expect(await isStaffRequest({ headers: sent }, origin, fetcher)).toBe(false)
    const [url, init] = fetcher.mock.calls[0] ?? []
    expect(String(url)).toBe(`${origin}/api/users/me`)
    const asked = new Headers(init?.headers)
    expect(Object.fromEntries(asked)).toEqual({
      accept: 'application/json',
      cookie: sent.cookie,
      origin: sent.origin,
      'sec-fetch-site': sent['sec-fetch-site'],
    })
    await isStaffRequest({ headers: { authorization: 'users API-Key k' } }, origin, fetcher)
    expect(new Headers(fetcher.mock.calls[1]?.[1]?.headers).get('authorization')).toBe(
      'users API-Key k',
    )
  })

  it('only a staff role counts; a failed check refuses', async () => {
    const req = { headers: { cookie: 'payload-token=t' } }
    for (const roles of [['editor'], ['sales'], ['admin']]) {
      const staff = vi.fn<typeof fetch>(async () => answer({ user: { roles } }))
      expect(await isStaffRequest(req, origin, staff)).toBe(true)
    }
    for (const roles of [[], ['visitor'], 'admin']) {
      const notStaff = vi.fn<typeof fetch>(async () => answer({ user: { roles } }))
      expect(await isStaffRequest(req, origin, notStaff)).toBe(false)
    }
    const down = vi.fn<typeof fetch>(async () => {
      throw new Error('refused')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await isStaffRequest(req, origin, down)).toBe(false)
    const refused = vi.fn<typeof fetch>(async () => answer({ errors: [] }, 401))
    expect(await isStaffRequest(req, origin, refused)).toBe(false)
  })
})
