import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, scriptHashesIn, storedPagePolicy } from '@/lib/securityHeaders'
import {
  frameworkScriptHashes,
  inlineScripts,
  isFrameworkScript,
  scriptHash,
} from '@/lib/scriptPolicy'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const flightStart = '(self.__next_f=self.__next_f||[]).push([0])'
const flight = 'self.__next_f.push([1,"é\\u003c/script\\u003e"])'
const bootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  `<script>${bootstrap}</script>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  `</head><body><p>Prix : 10 €</p><script>${flightStart}</script>`,
  '<SCRIPT type="module">import("/x.js")</SCRIPT >',
  `<script>${flight}</script>`,
  '</body></html>',
].join('')

describe('inline scripts', () => {
  it('finds the scripts a browser would run, byte for byte, and no data blocks or files', () => {
    expect(inlineScripts(page)).toEqual([bootstrap, flightStart, 'import("/x.js")', flight])
  })

  it('hashes the UTF-8 bytes as CSP does', () => {
    expect(scriptHash('é')).toBe(sha('é'))
  })
})

describe("only the framework's own scripts get a hash", () => {
  it("Next.js's flight data and Turbopack's bootstrap, in order, once each", () => {
    expect(frameworkScriptHashes(page + `<script>${flight}</script>`)).toEqual([
      sha(bootstrap),
      sha(flightStart),
      sha(flight),
    ])
  })

  it.each([
    'alert(1)',
    'import("/x.js")',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"]),alert(1)',
    'self.__next_f.push(alert(1))',
    'self.__next_f.push({"a":1})',
    'self.__next_f.push([1,"x"])//',
    'self.__next_f.push([1,"x"]);;',
    'self.__next_f.push([1,"x"]);alert(1);',
    ' self.__next_f.push([1,"x"])',
    '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1}).constructor("x")()',
  ])('a script that is not the framework’s gets none: %s', (text) => {
    expect(isFrameworkScript(text)).toBe(false)
    expect(frameworkScriptHashes(`<p>x</p><script>${text}</script>`)).toEqual([])
  })

  it('content that smuggles a <script> into the page gets no hash for it', () => {
    const smuggled = '<div class="rich-text"><script>fetch("/api/users/me")</script></div>'
    expect(frameworkScriptHashes(page.replace('<p>Prix', `${smuggled}<p>Prix`))).toEqual(
      frameworkScriptHashes(page),
    )
  })
})

describe('the page policy', () => {
  it("admits 'self' and exactly the given sources for scripts, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy([sha('a'), sha('b')])
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' ${sha('a')} ${sha('b')}`)
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(contentSecurityPolicy()).toContain("script-src 'self';")
  })

  it('a stored policy keeps its hashes under this deployment’s settings', () => {
    const stored = contentSecurityPolicy([sha('a')], {})
    expect(scriptHashesIn(stored)).toEqual([sha('a')])
    const here = storedPagePolicy(stored, {
      LOCALE_DETECTION: 'on',
      LOCALE_LOOKUP_URL: 'https://lookup.example/where',
    })
    expect(here).toContain(`script-src 'self' ${sha('a')};`)
    expect(here).toContain("connect-src 'self' https://lookup.example")
  })
})
