import { describe, expect, it } from 'vitest'

import { getCookie, isBot, readStoredLocale } from '@/lib/i18n/preference'

describe('stored language preference (spec §4)', () => {
  it('reads the cookie first', () => {
    expect(readStoredLocale({ cookie: 'fr', storage: 'en' })).toBe('fr')
  })

  it('falls back to browser storage when there is no cookie', () => {
    expect(readStoredLocale({ cookie: null, storage: 'en' })).toBe('en')
  })

  it('ignores unsupported values in either place', () => {
    expect(readStoredLocale({ cookie: 'de', storage: 'en' })).toBe('en')
    expect(readStoredLocale({ cookie: 'xx', storage: 'es' })).toBeNull()
    expect(readStoredLocale({ cookie: undefined, storage: undefined })).toBeNull()
  })

  it('reads one cookie out of a cookie header', () => {
    expect(getCookie('a=1; NEXT_LOCALE=en; b=2', 'NEXT_LOCALE')).toBe('en')
    expect(getCookie('a=1', 'NEXT_LOCALE')).toBeNull()
    expect(getCookie('', 'NEXT_LOCALE')).toBeNull()
  })

  it('treats crawlers (and a missing user agent) as bots, browsers not', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    )
    expect(isBot('Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse')).toBe(true)
    expect(isBot(undefined)).toBe(true)
    expect(
      isBot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15'),
    ).toBe(false)
  })
})
