import { describe, expect, it, vi } from 'vitest'

import { countryFromLookup, detectLocale } from '@/lib/i18n/detection'

const fail = () => Promise.reject(new Error('network down'))

describe('automatic language detection (spec §4)', () => {
  it('gives Dutch for a Dutch IP and English for any other country', async () => {
    const timeZone = vi.fn(() => 'Europe/Amsterdam')
    expect(await detectLocale({ lookupCountry: async () => 'NL', timeZone, log: vi.fn() })).toBe(
      'nl',
    )
    expect(await detectLocale({ lookupCountry: async () => 'be', timeZone, log: vi.fn() })).toBe(
      'en',
    )
    expect(timeZone).not.toHaveBeenCalled()
  })

  it('uses the time zone when the lookup fails, and logs the failure', async () => {
    const log = vi.fn()
    expect(
      await detectLocale({ lookupCountry: fail, timeZone: () => 'Europe/Amsterdam', log }),
    ).toBe('nl')
    expect(
      await detectLocale({ lookupCountry: fail, timeZone: () => 'America/New_York', log }),
    ).toBe('en')
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('uses the time zone when the lookup has no country code', async () => {
    expect(
      await detectLocale({
        lookupCountry: async () => null,
        timeZone: () => 'Europe/Amsterdam',
        log: vi.fn(),
      }),
    ).toBe('nl')
  })

  it('falls back to English when both fail, logging each failure', async () => {
    const log = vi.fn()
    const timeZone = () => {
      throw new Error('no Intl')
    }
    expect(await detectLocale({ lookupCountry: fail, timeZone, log })).toBe('en')
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('reads the country code from common lookup answers', () => {
    expect(countryFromLookup({ country_code: 'NL' })).toBe('NL')
    expect(countryFromLookup({ countryCode: 'FR' })).toBe('FR')
    expect(countryFromLookup({ country: 'DE' })).toBe('DE')
    expect(countryFromLookup({ country: 'Netherlands' })).toBeNull()
    expect(countryFromLookup('NL')).toBeNull()
    expect(countryFromLookup(null)).toBeNull()
  })
})
