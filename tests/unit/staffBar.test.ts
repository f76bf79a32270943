import { describe, expect, it, vi } from 'vitest'

import type { PublicPage } from '@/serve/staffBar'

import {
  cookieValue,
  isStaff,
  publicPage,
  staffBar,
  staffLinks,
  withStaffBar,
} from '@/serve/staffBar'
import { staffBarFor } from '@/serve/staffSession'

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

describe('cookies and roles', () => {
  it('reads one cookie by exact name', () => {
    expect(cookieValue('a=1; payload-token=abc.def; b=2', 'payload-token')).toBe('abc.def')
    expect(cookieValue('xpayload-token=abc', 'payload-token')).toBeNull()
    expect(cookieValue('payload-token=', 'payload-token')).toBeNull()
    expect(cookieValue(undefined, 'payload-token')).toBeNull()
    expect(cookieValue('payload-token=%E0%A4%A', 'payload-token')).toBeNull()
  })

  it('only staff roles count', () => {
    expect(isStaff({ roles: ['editor'] })).toBe(true)
    expect(isStaff({ roles: ['sales'] })).toBe(true)
    expect(isStaff({ roles: ['admin'] })).toBe(true)
    expect(isStaff({ roles: [] })).toBe(false)
    expect(isStaff({ roles: ['visitor'] })).toBe(false)
    expect(isStaff({ roles: 'admin' })).toBe(false)
    expect(isStaff(null)).toBe(false)
  })
})

describe('staffBarFor: the session is verified, not assumed', () => {
  const origin = 'http://127.0.0.1:1'
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('asks nothing for a visitor (no session cookie)', async () => {
    const fetcher = vi.fn<typeof fetch>()
    expect(
      await staffBarFor(
        { method: 'GET', url: '/', headers: { cookie: 'NEXT_LOCALE=en' } },
        origin,
        fetcher,
      ),
    ).toBeNull()
    expect(await staffBarFor({ method: 'GET', url: '/', headers: {} }, origin, fetcher)).toBeNull()
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('gives no bar when Payload does not know the token', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => answer({ user: null }))
    const bar = await staffBarFor(
      { method: 'GET', url: '/', headers: { cookie: 'payload-token=forged' } },
      origin,
      fetcher,
    )
    expect(bar).toBeNull()
    const [url, init] = fetcher.mock.calls[0] ?? []
    expect(String(url)).toBe(`${origin}/api/users/me`)
    expect((init?.headers as Record<string, string>).Authorization).toBe('JWT forged')
  })

  it('gives no bar to an account without a staff role, or when the check fails', async () => {
    const notStaff = vi.fn<typeof fetch>(async () => answer({ user: { roles: [] } }))
    const req = { method: 'GET', url: '/', headers: { cookie: 'payload-token=t' } }
    expect(await staffBarFor(req, origin, notStaff)).toBeNull()
    const down = vi.fn<typeof fetch>(async () => {
      throw new Error('refused')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await staffBarFor(req, origin, down)).toBeNull()
    const refused = vi.fn<typeof fetch>(async () => answer({ errors: [] }, 401))
    expect(await staffBarFor(req, origin, refused)).toBeNull()
  })

  it('looks up the record behind the page with the same session', async () => {
    const fetcher = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('/api/users/me')
        ? answer({ user: { roles: ['sales'] } })
        : answer({ docs: [{ id: 41 }] }),
    )
    const bar = await staffBarFor(
      {
        method: 'GET',
        url: '/en/cases/gaivota',
        headers: { cookie: 'payload-token=t; payload-lng=en' },
      },
      origin,
      fetcher,
    )
    expect(bar?.nav).toContain(
      'href="/admin/collections/case-studies/41?locale=en">Edit this page</a>',
    )
    const lookup = new URL(String(fetcher.mock.calls[1]?.[0]))
    expect(lookup.pathname).toBe('/api/case-studies')
    expect(lookup.searchParams.get('where[slug][equals]')).toBe('gaivota')
    expect(lookup.searchParams.get('locale')).toBe('en')
  })

  it('never adds a bar to a form post or to the admin', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => answer({ user: { roles: ['admin'] } }))
    const cookie = 'payload-token=t'
    expect(
      await staffBarFor({ method: 'POST', url: '/', headers: { cookie } }, origin, fetcher),
    ).toBeNull()
    expect(
      await staffBarFor({ method: 'GET', url: '/admin', headers: { cookie } }, origin, fetcher),
    ).toBeNull()
    expect(fetcher).not.toHaveBeenCalled()
  })
})
