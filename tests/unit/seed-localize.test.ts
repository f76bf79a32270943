import { describe, expect, it } from 'vitest'

import { isLocaleMap, localize, mapLocales } from '@/seed/localize'

const L = (nl: string, en: string, fr: string) => ({ nl, en, fr })

describe('seed localization', () => {
  it('recognises a value given per language, and nothing else', () => {
    expect(isLocaleMap(L('a', 'b', 'c'))).toBe(true)
    expect(isLocaleMap({ nl: 'a', en: 'b' })).toBe(false)
    expect(isLocaleMap({ nl: 'a', en: 'b', fr: 'c', de: 'd' })).toBe(false)
    expect(isLocaleMap(['nl', 'en', 'fr'])).toBe(false)
  })

  it('picks each language, keeping shared values', () => {
    const record = { slug: 'x', title: L('Titel', 'Title', 'Titre'), tags: ['a', 'b'], order: 3 }
    expect(localize(record, 'en')).toEqual({
      slug: 'x',
      title: 'Title',
      tags: ['a', 'b'],
      order: 3,
    })
  })

  it('reuses the saved row ids of shared arrays so translations fill the same rows', () => {
    const record = { rows: [{ text: L('een', 'one', 'un') }, { text: L('twee', 'two', 'deux') }] }
    const saved = {
      rows: [
        { id: 'r1', text: 'een' },
        { id: 'r2', text: 'twee' },
      ],
    }
    expect(localize(record, 'fr', saved)).toEqual({
      rows: [
        { text: 'un', id: 'r1' },
        { text: 'deux', id: 'r2' },
      ],
    })
  })

  it('gives localized arrays their own rows per language (no shared ids)', () => {
    const record = { body: { nl: [{ t: 'a' }], en: [{ t: 'b' }, { t: 'c' }], fr: [{ t: 'd' }] } }
    const saved = { body: [{ id: 'nl-row', t: 'a' }] }
    expect(localize(record, 'en', saved)).toEqual({ body: [{ t: 'b' }, { t: 'c' }] })
  })

  it('maps every language of a value', () => {
    expect(mapLocales(L('a', 'b', 'c'), (value) => value.toUpperCase())).toEqual(L('A', 'B', 'C'))
    expect(mapLocales(undefined, (value: string) => value)).toBeUndefined()
  })
})
