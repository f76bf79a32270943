import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isSitePath, sitePath } from '@/lib/routes/links'

const origin = 'https://www.vonkdigital.nl'

/** Where a browser on `page` goes when it follows `location`: the WHATWG parser decides. */
const followed = (location: string, page = `${origin}/contact`) => new URL(location, page)

describe('paths that end up in a Location header', () => {
  it('keeps a path on the site as it is', () => {
    expect(sitePath('/cases/gaivota')).toBe('/cases/gaivota')
    expect(sitePath('/en/over-ons?x=1#team')).toBe('/en/over-ons?x=1#team')
    expect(sitePath('/')).toBe('/')
  })

  it.each([
    '/\t/evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
    '/\n/evil.example',
    '/\r\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/./\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/\t\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' //evil.example',
    '\t//evil.example',
    'evil.example',
  ])('gives the fallback for %j, which a browser would take to another host', (value) => {
    expect(sitePath(value)).toBe('/')
    expect(sitePath(value, '/contact')).toBe('/contact')
  })

  it('never hands out a value a browser follows to another origin, whatever the input', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '.',
      '..',
      '%2f',
      '%5c',
      '@',
      ':',
      'evil.example',
      '?',
      '#',
      ' ',
    )
    const hostile = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), fc.webPath(), (value, page) => {
        const path = sitePath(value)
        expect(path.startsWith('/')).toBe(true)
        expect(followed(path, `${origin}${page || '/'}`).origin).toBe(origin)
      }),
      { numRuns: 1000 },
    )
  })

  it('menu links: only paths that stay on the site count as site paths', () => {
    expect(isSitePath('/cases')).toBe(true)
    expect(isSitePath('/#diensten')).toBe(true)
    expect(isSitePath('//evil.example')).toBe(false)
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath('https://example.com')).toBe(false)
    expect(isSitePath('cases')).toBe(false)
  })
})
