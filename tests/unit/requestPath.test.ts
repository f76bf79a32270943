import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { imageOptimizerPath, rawPath, requestPathVerdict, routedPath } from '@/serve/requestPath'

/**
 * Rule 1: no gate of the entry can be passed by spelling. The gates read the raw path of
 * an accepted request; Next.js routes on its own reading (routedPath: leading slashes
 * collapsed, WHATWG URL parsing), serves the optimizer for every path that starts with
 * `/_next/image`, and Payload matches `/api/[...slug]` on decoded segments.
 */

/** What Next.js and Payload route the target to, in the terms the gates care about. */
function routedTo(target: string) {
  // Repeated slashes are folded: Next.js either routes them so or redirects to the fold.
  const routed = routedPath(target).replace(/\/{2,}/g, '/')
  let segments: string[]
  try {
    segments = routed.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    segments = routed.split('/').filter(Boolean)
  }
  return {
    optimizer: routed.startsWith(imageOptimizerPath),
    static: segments[0] === '_next' && segments[1] === 'static',
    upload: segments[0] === 'api' && segments[1] === 'media',
    admin: segments[0] === 'admin',
  }
}

/** The same questions, as a gate answers them from the raw path it reads. */
function gateSees(path: string) {
  return {
    optimizer: path === imageOptimizerPath,
    static: path.startsWith('/_next/static/'),
    upload: /^\/api\/media(?:\/|$)/.test(path),
    admin: /^\/admin(?:\/|$)/.test(path),
  }
}

const canonicalPaths = [
  '/_next/image',
  '/_next/static/chunks/0a1b2c.js',
  '/_next/static/media/plus-jakarta.woff2',
  '/api/media',
  '/api/media/12',
  '/api/media/file/zomer%20campagne.jpg',
  '/api/users/login',
  '/admin',
  '/admin/collections/leads/3',
]

describe('canonical paths', () => {
  it.each(canonicalPaths)('%s is accepted as it is', (path) => {
    expect(requestPathVerdict(`${path}?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75`)).toEqual({
      canonical: true,
      path,
    })
  })

  it.each(['/', '/cases/gaivota', '/en/faq', '/over-ons/', '/x/../faq'])(
    'a page path %s is left to Next.js and its proxy',
    (path) => expect(requestPathVerdict(path).canonical).toBe(true),
  )
})

describe('the review’s spellings are refused', () => {
  it.each([
    '/_next/image;x?url=/api/media/file/a.jpg&w=64&q=75',
    '/_next/imageX?url=/api/media/file/a.jpg&w=64&q=75',
    '/_next/image%2F?url=/api/media/file/a.jpg&w=64&q=75',
    '/_next/image/?url=/api/media/file/a.jpg&w=64&q=75',
    '//_next/image?url=/api/media/file/a.jpg&w=64&q=75',
    '/_next/./image?url=/api/media/file/a.jpg&w=64&q=75',
    '/x/../_next/image?url=/api/media/file/a.jpg&w=64&q=75',
    '/_next\\image?url=/api/media/file/a.jpg&w=64&q=75',
    '/_next/static/./chunks/x.js',
    '/_next/static/././chunks/x.js',
    '/_next/static/chunks//x.js',
    '/_next/static/chunks/%78.js',
    '/api/%6Dedia',
    '/api//media',
    '/API/media',
    '/x/%2E%2E/api/media',
    'http://evil.example/api/media',
  ])('%s', (target) => expect(requestPathVerdict(target).canonical).toBe(false))
})

/** A spelling of a path: what a client may change and still hope to reach the same thing. */
const spelling = fc.oneof(
  fc.constant((s: string[]) => ['.', ...s]),
  fc.constant((s: string[]) => ['x', '..', ...s]),
  fc
    .nat(5)
    .map((i) => (s: string[]) => s.flatMap((seg, j) => (j === i % s.length ? [seg, ''] : [seg]))),
  fc.nat(5).map((i) => (s: string[]) => s.map((seg, j) => (j === i % s.length ? `${seg};p` : seg))),
  fc.tuple(fc.nat(5), fc.nat(20), fc.boolean()).map(
    ([i, k, lower]) =>
      (s: string[]) =>
        s.map((seg, j) => {
          if (j !== i % s.length || seg.length === 0) return seg
          const at = k % seg.length
          const hex = seg.charCodeAt(at).toString(16).padStart(2, '0')
          return `${seg.slice(0, at)}%${lower ? hex : hex.toUpperCase()}${seg.slice(at + 1)}`
        }),
  ),
  fc.tuple(fc.nat(5), fc.nat(20)).map(
    ([i, k]) =>
      (s: string[]) =>
        s.map((seg, j) => {
          if (j !== i % s.length || seg.length === 0) return seg
          const at = k % seg.length
          return seg.slice(0, at) + seg.charAt(at).toUpperCase() + seg.slice(at + 1)
        }),
  ),
  fc
    .constantFrom('X', '/', ';x', '%2F', '%5C', '.', '%00', '~')
    .map((suffix) => (s: string[]) => [...s.slice(0, -1), `${s.at(-1)}${suffix}`]),
)

describe('no gate can be passed by spelling', () => {
  it('every accepted spelling gates exactly as Next.js and Payload route it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...canonicalPaths.map((path) => path.slice(1).split('/'))),
        fc.array(spelling, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', '/', '//', '///'),
        fc.boolean(),
        (segments, changes, lead, backslash) => {
          const spelled = changes.reduce((s, change) => change(s), segments)
          let path = lead === '' ? `/${spelled.join('/')}` : `${lead}${spelled.join('/')}`
          if (backslash) path = path.replace('/', '\\').replace(/^\\/, '/\\')
          const target = `${path}?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=64&q=75`
          const verdict = requestPathVerdict(target)
          if (!verdict.canonical) return
          expect(gateSees(verdict.path)).toEqual(routedTo(target))
          // Where a gate could apply, it reads the path exactly as sent.
          if (Object.values(routedTo(target)).some(Boolean)) {
            expect(verdict.path).toBe(rawPath(target))
          }
        },
      ),
      { numRuns: 3000 },
    )
  })
})
