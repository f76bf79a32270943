import { describe, expect, it } from 'vitest'

import { submissionMeta } from '@/lib/forms/submission'
import {
  sourceCampaign,
  sourceHost,
  sourceLabel,
  sourcePath,
  visitSourceOf,
} from '@/lib/leads/source'
import { visitStart } from '@/lib/leads/visitStart'

describe('where a visit began, as the browser remembers it', () => {
  it('keeps the landing path, the referring host only, and the utm values', () => {
    expect(
      visitStart(
        'https://www.vonkdigital.nl/en/cases?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter&x=1',
        'https://www.google.com/search?q=vonk+digital',
      ),
    ).toEqual({
      landingPage: '/en/cases',
      referrerHost: 'www.google.com',
      utmSource: 'nieuwsbrief',
      utmMedium: 'email',
      utmCampaign: 'winter',
    })
  })

  it('names no referrer for a page of the site itself, or none at all', () => {
    expect(visitStart('https://vonk.test/contact', 'https://vonk.test/')).toEqual({
      landingPage: '/contact',
    })
    expect(visitStart('https://vonk.test/', '')).toEqual({ landingPage: '/' })
  })
})

describe('source values from a post, as hostile input', () => {
  it('accepts a path on the site and drops its query and fragment', () => {
    expect(sourcePath('/en/contact?utm_source=x#form')).toBe('/en/contact')
    expect(sourcePath('/')).toBe('/')
  })

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a tab turned host', '/\t/evil.example'],
    ['a full URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a line break', '/contact\r\nSet-Cookie: x=1'],
    ['too long', `/${'a'.repeat(400)}`],
    ['not text', 42],
  ])('refuses %s as a page', (_name, value) => {
    expect(sourcePath(value)).toBeNull()
  })

  it('keeps a host name, lower case, and a URL only for its host', () => {
    expect(sourceHost('WWW.Google.COM')).toBe('www.google.com')
    expect(sourceHost('https://news.example.org/path?secret=1')).toBe('news.example.org')
    expect(sourceHost('xn--bcher-kva.example')).toBe('xn--bcher-kva.example')
    expect(sourceHost('10.0.0.1')).toBe('10.0.0.1')
  })

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['a space', 'evil example.com'],
    ['a formula', '=HYPERLINK("http://x")'],
    ['a label too long', `${'a'.repeat(64)}.example`],
    ['a leading hyphen', '-evil.example'],
    ['empty', ''],
    ['too long', `${'a.'.repeat(200)}example`],
  ])('refuses %s as a host', (_name, value) => {
    expect(sourceHost(value)).toBeNull()
  })

  it('keeps campaign names and refuses anything that is not a short name', () => {
    expect(sourceCampaign('nieuwsbrief')).toBe('nieuwsbrief')
    expect(sourceCampaign(' Black Friday 2026 ')).toBe('Black Friday 2026')
    expect(sourceCampaign('winter_sale-v2.1')).toBe('winter_sale-v2.1')
    for (const hostile of [
      '=cmd|/C calc!A0',
      '+1+1',
      '-2',
      '@SUM(A1)',
      '<img src=x onerror=alert(1)>',
      'a"b',
      'line\nbreak',
      'a'.repeat(101),
      '',
      null,
    ]) {
      expect(sourceCampaign(hostile), String(hostile)).toBeNull()
    }
  })

  it('keeps each field of a post on its own: one refused value leaves the others', () => {
    expect(
      visitSourceOf({
        landingPage: '/blogs/x',
        referrerHost: '<b>',
        utmSource: 'nieuwsbrief',
        utmMedium: '=1+1',
        utmCampaign: 'winter',
        extra: 'ignored',
      }),
    ).toEqual({
      landingPage: '/blogs/x',
      referrerHost: null,
      utmSource: 'nieuwsbrief',
      utmMedium: null,
      utmCampaign: 'winter',
    })
  })

  it('goes into what is stored with a submission; without JavaScript only page and language', () => {
    const visitor = { address: '127.0.0.1', userAgent: 'test' }
    const withScript = submissionMeta(
      visitor,
      { locale: 'en', page: '/en/contact', landingPage: '/', utmSource: 'nieuwsbrief' },
      false,
    )
    expect(withScript.page).toBe('/en/contact')
    expect(withScript.source.landingPage).toBe('/')
    expect(withScript.source.utmSource).toBe('nieuwsbrief')
    const withoutScript = submissionMeta(visitor, { locale: 'fr', page: '//evil.example' }, true)
    expect(withoutScript.locale).toBe('fr')
    expect(withoutScript.page).toBeNull()
    expect(Object.values(withoutScript.source).every((value) => value === null)).toBe(true)
  })

  it('names a source by campaign, else referring host, else direct', () => {
    expect(sourceLabel({ utmSource: 'nieuwsbrief', referrerHost: 'mail.example' })).toBe(
      'nieuwsbrief',
    )
    expect(sourceLabel({ referrerHost: 'www.google.com' })).toBe('www.google.com')
    expect(sourceLabel(null)).toBe('direct')
  })
})
