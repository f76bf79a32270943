import { describe, expect, it } from 'vitest'

import { defaultLocale, isLocale, localizePath, locales, splitLocale } from '@/lib/i18n/locales'

describe('locales', () => {
  it('supports exactly nl, en and fr with Dutch as default', () => {
    expect([...locales]).toEqual(['nl', 'en', 'fr'])
    expect(defaultLocale).toBe('nl')
  })

  it('accepts only supported values', () => {
    expect(isLocale('en')).toBe(true)
    for (const value of ['de', 'EN', '', ' nl', null, undefined, 1, {}])
      expect(isLocale(value)).toBe(false)
  })

  it('prefixes English and French paths, never Dutch', () => {
    expect(localizePath('/over-ons', 'nl')).toBe('/over-ons')
    expect(localizePath('/over-ons', 'en')).toBe('/en/over-ons')
    expect(localizePath('/', 'fr')).toBe('/fr')
    expect(localizePath('/', 'nl')).toBe('/')
  })

  it('splits a URL into its locale and the locale-free path', () => {
    expect(splitLocale('/en/cases/gaivota')).toEqual({
      locale: 'en',
      path: '/cases/gaivota',
      prefixed: true,
    })
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/', prefixed: true })
    expect(splitLocale('/cases')).toEqual({ locale: 'nl', path: '/cases', prefixed: false })
    expect(splitLocale('/de/x')).toEqual({ locale: 'nl', path: '/de/x', prefixed: false })
  })
})
