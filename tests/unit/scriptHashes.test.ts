import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createHtmlPass, type HtmlPass } from '@/lib/http/htmlPass'
import { finishHtmlPerResponse } from '@/lib/http/htmlResponses'
import {
  inlineScripts,
  scriptHash,
  scriptHashesOf,
  withScriptHashes,
} from '@/lib/http/scriptHashes'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f=[]</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><p>Prix : 10 €</p>',
  '<SCRIPT type="module">import("/x.js")</SCRIPT >',
  '<script>self.__next_f.push([1,"é\\u003c/script\\u003e"])</script>',
  '</body></html>',
].join('')

const policy =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'"

describe('inline script hashes', () => {
  it('finds the scripts a browser would run, byte for byte, and no data blocks or files', () => {
    expect(inlineScripts(page)).toEqual([
      'self.__next_f=[]',
      'import("/x.js")',
      'self.__next_f.push([1,"é\\u003c/script\\u003e"])',
    ])
  })

  it('hashes the UTF-8 bytes as CSP does', () => {
    expect(scriptHash('é')).toBe(sha('é'))
  })

  it("replaces 'unsafe-inline' in script-src only, with one hash per distinct script", () => {
    const hashed = withScriptHashes(policy, page + '<script>self.__next_f=[]</script>')
    const directives = hashed.split('; ')
    const scriptSrc = directives.find((directive) => directive.startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toHaveLength(3)
    expect(scriptSrc).toContain(sha('self.__next_f=[]'))
    expect(directives).toContain("style-src 'self' 'unsafe-inline'")
    expect(directives).toContain("default-src 'self'")
  })

  it('a page without inline scripts allows none', () => {
    expect(withScriptHashes(policy, '<p>no scripts</p>')).toContain("script-src 'self';")
  })
})

describe('policy per response (as the server entry installs it)', () => {
  let server: Server
  let origin = ''

  beforeAll(async () => {
    server = createServer((request, response) => {
      finishHtmlPerResponse(
        response,
        createHtmlPass(() => undefined, { inlineCss: false }),
      )
      const [, kind] = request.url?.split('/') ?? []
      if (kind === 'streamed') {
        // Next.js streams: headers flushed first, then the body in pieces.
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('content-security-policy', policy)
        response.flushHeaders()
        response.write('<html><body><script>one()</scr')
        response.write(Buffer.from('ipt><script>two()</script>'))
        response.end('</body></html>')
      } else if (kind === 'json') {
        response.setHeader('content-type', 'application/json')
        response.setHeader('content-security-policy', policy)
        response.end('{"a":"<script>x()</script>"}')
      } else {
        response.statusCode = 304
        response.setHeader('content-security-policy', policy)
        response.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('a streamed page gets the hashes of exactly the scripts it sent, and its body unchanged', async () => {
    const response = await fetch(`${origin}/streamed`)
    expect(await response.text()).toBe(
      '<html><body><script>one()</script><script>two()</script></body></html>',
    )
    const sent = response.headers.get('content-security-policy') ?? ''
    expect(sent).toContain(`script-src 'self' ${sha('one()')} ${sha('two()')}`)
    expect(sent).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('leaves responses that are not HTML alone', async () => {
    const response = await fetch(`${origin}/json`)
    expect(response.headers.get('content-security-policy')).toBe(policy)
  })

  it('sends no policy with a 304, so the cached page keeps the one that matches it', async () => {
    const response = await fetch(`${origin}/not-modified`)
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})

describe('the pass over the page before it is hashed (the server entry inlines its CSS)', () => {
  let server: Server
  let origin = ''
  const body = '<html><body><script>one()</script></body></html>'

  beforeAll(async () => {
    server = createServer((request, response) => {
      const [, kind] = request.url?.split('/') ?? []
      const pass: HtmlPass = (rendered) => {
        if (kind === 'broken') throw new Error('no stylesheet')
        const html = rendered.replace('</body>', '<p>é</p><script>two()</script></body>')
        return { html, scriptHashes: scriptHashesOf(html) }
      }
      finishHtmlPerResponse(response, pass)
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', policy)
      response.setHeader('content-length', Buffer.byteLength(body))
      response.end(request.method === 'HEAD' ? undefined : body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends the rewritten page, its length in bytes, and the hashes of its scripts', async () => {
    const response = await fetch(`${origin}/page`)
    const text = await response.text()
    expect(text).toBe(
      '<html><body><script>one()</script><p>é</p><script>two()</script></body></html>',
    )
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${sha('one()')} ${sha('two()')}`,
    )
  })

  it('sends the page as rendered when the pass fails, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await fetch(`${origin}/broken`)
    expect(await response.text()).toBe(body)
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })

  it('announces no length for HEAD, which it cannot know without the body', async () => {
    const response = await fetch(`${origin}/page`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBeNull()
  })
})
