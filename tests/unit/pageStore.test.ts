import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { pageStore } from '@/pagePass/pageStore'

/*
 * The pass happens where a page is produced (rule 3): once, as Next.js stores a page, and
 * the page goes out as stored, with its policy for this deployment's settings.
 */

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const distDir = mkdtempSync(path.join(tmpdir(), 'page-store-'))
mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
writeFileSync(path.join(distDir, 'static/chunks/site.css'), '.a{color:red}.unused{color:blue}')
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const flight = 'self.__next_f.push([1,"0:x"])'
const flightWithLink =
  'self.__next_f.push([1,"1:{\\"canonical\\":\\"http://localhost:3000/faq\\"}"])'
const rendered = () => ({
  html:
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
    '<link rel="canonical" href="http://localhost:3000/faq"/></head><body><p class="a">x</p>' +
    `<script>${flight}</script><script>alert(1)</script></body></html>`,
  headers: { 'x-next-cache-tags': 'list:faqs' } as Record<string, string>,
  status: 200,
})

describe('producing a page (as Next.js stores it)', () => {
  it('inlines its first screen’s CSS and stores the policy of the framework’s scripts only', () => {
    const page = rendered()
    expect(pageStore({ distDir, env: {} }).produce(page)).toBe(true)
    expect(page.html).toContain('<style>.a{color:red}</style>')
    expect(page.html).not.toContain('.unused')
    const policy = page.headers['content-security-policy'] ?? ''
    expect(policy).toContain(`script-src 'self' ${sha(flight)};`)
    expect(policy).not.toContain(sha('alert(1)'))
    expect(page.headers['x-next-cache-tags']).toBe('list:faqs')
  })

  it('passes a page once: a stored page read back and stored again is left as it is', () => {
    const store = pageStore({ distDir, env: {} })
    const page = rendered()
    store.produce(page)
    const once = { ...page, headers: { ...page.headers } }
    expect(store.produce(page)).toBe(false)
    expect(page).toEqual(once)
  })

  it('leaves a redirect alone', () => {
    const page = { ...rendered(), status: 307 }
    expect(pageStore({ distDir, env: {} }).produce(page)).toBe(false)
    expect(page.headers['content-security-policy']).toBeUndefined()
  })
})

describe('serving a stored page', () => {
  it('sends its policy with this deployment’s settings, its hashes kept', () => {
    const page = rendered()
    pageStore({ distDir, env: {} }).produce(page)
    const served = pageStore({
      distDir,
      env: { LOCALE_DETECTION: 'on', LOCALE_LOOKUP_URL: 'https://lookup.example/x' },
    }).serve(page)
    expect(served.headers?.['content-security-policy']).toContain(
      `script-src 'self' ${sha(flight)};`,
    )
    expect(served.headers?.['content-security-policy']).toContain(
      "connect-src 'self' https://lookup.example",
    )
  })

  it('in a local trial names the trial’s own address, and only loopback addresses', () => {
    const store = pageStore({ distDir, env: {}, trialOrigin: 'http://127.0.0.1:8100' })
    const page = rendered()
    page.html = page.html.replace(
      '</body>',
      `<script>${flightWithLink}</script><a href="https://www.vonkdigital.nl/x">x</a></body>`,
    )
    store.produce(page)
    store.serve(page)
    store.serve(page)
    expect(page.html).toContain('href="http://127.0.0.1:8100/faq"')
    expect(page.html).toContain('https://www.vonkdigital.nl/x')
    // Its scripts changed with the address: the policy names them as sent.
    const sent = flightWithLink.replace('http://localhost:3000', 'http://127.0.0.1:8100')
    expect(page.html).toContain(sent)
    expect(page.headers['content-security-policy']).toContain(sha(sent))
    expect(page.headers['content-security-policy']).not.toContain(sha(flightWithLink))
  })
})

describe('the first screen of a page rendered per request (the search results)', () => {
  it('is the CSS the pass inlines for it, as if it linked the site’s stylesheets', () => {
    const html =
      '<!DOCTYPE html><html><head></head><body><main><p class="a">x</p></main></body></html>'
    const styles = pageStore({ distDir, env: {} }).firstScreen(html, [
      '/_next/static/chunks/site.css',
    ])
    expect(styles).toEqual({ css: '.a{color:red}', stylesheets: ['/_next/static/chunks/site.css'] })
  })
})
