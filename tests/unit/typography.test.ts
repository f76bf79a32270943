import { describe, expect, it } from 'vitest'

import fr from '../../messages/fr.json'
import { catalogues } from '@/lib/i18n/catalogues'
import { setFrenchTypography, typeset } from '@/lib/i18n/typography'

const NARROW = '\u202F'
const NBSP = '\u00A0'
/** An ordinary space where French wants a no-break one. */
const BREAKABLE = /(?: [;:!?»]|« )/

describe('setFrenchTypography', () => {
  it.each([
    ['Un projet en tête ?', `Un projet en tête${NARROW}?`],
    ['Merci !', `Merci${NARROW}!`],
    ['un message ; nous répondons', `un message${NARROW}; nous répondons`],
    ['Délai : {time}', `Délai${NBSP}: {time}`],
    ['« Vonk Digital »', `«${NARROW}Vonk Digital${NARROW}»`],
    ['Pourquoi  ?', `Pourquoi${NARROW}?`],
    ["l'équipe d'aujourd'hui", 'l’équipe d’aujourd’hui'],
    ["grâce à l'", 'grâce à l’'],
  ])('sets %j', (typed, set) => {
    expect(setFrenchTypography(typed)).toBe(set)
  })

  it('leaves text without a space before the mark as it is', () => {
    for (const text of [
      'https://gaivota.example/?a=1',
      '10:30',
      'Vonk Digital',
      'mail@x.fr;',
      "'",
      '’',
    ]) {
      expect(setFrenchTypography(text)).toBe(text)
    }
  })

  it('changes nothing when applied twice', () => {
    const once = setFrenchTypography('Prêt ? « Oui » : allons-y !')
    expect(setFrenchTypography(once)).toBe(once)
  })
})

describe('typeset', () => {
  const doc = {
    title: 'Une question ?',
    count: 3,
    date: new Date(0),
    blocks: [{ type: 'paragraph', text: 'Délai : deux semaines' }],
    'clé ?': 'valeur',
  }

  it('sets every string of a French document, nested ones too, and keeps the rest', () => {
    const set = typeset('fr', doc)
    expect(set.title).toBe(`Une question${NARROW}?`)
    expect(set.blocks[0]?.text).toBe(`Délai${NBSP}: deux semaines`)
    expect(set.count).toBe(3)
    expect(set.date).toBe(doc.date)
    expect(Object.keys(set)).toEqual(Object.keys(doc))
    expect(doc.title).toBe('Une question ?')
  })

  it('returns Dutch and English documents untouched', () => {
    expect(typeset('nl', doc)).toBe(doc)
    expect(typeset('en', doc)).toBe(doc)
  })
})

describe('the French catalogue', () => {
  const leaves = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves)

  it('is typed with ordinary spaces, which the site sets as no-break ones', () => {
    expect(leaves(fr).filter((text) => BREAKABLE.test(text)).length).toBeGreaterThan(0)
    expect(leaves(catalogues.fr).filter((text) => BREAKABLE.test(text))).toEqual([])
  })
})
