import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isUtf8Query } from '@/lib/search/gate'
import { maxQueryLength, queryWords, readQuery, typedWords } from '@/lib/search/query'
import { snippet } from '@/lib/search/snippet'
import {
  fold,
  foldedWords,
  stem,
  stemMemoLimit,
  stemMemoSize,
  stemmedText,
} from '@/lib/search/text'
import { isOneTypoApart } from '@/lib/search/typo'
import { pageWords, vocabularyChange, vocabularyOf } from '@/lib/search/vocabulary'

describe('how the search reads words', () => {
  it('folds case, accents and ligatures', () => {
    expect(fold('Référencement Café ŒUVRE Straße')).toBe('referencement cafe oeuvre strasse')
    expect(foldedWords("l'équipe, e-mail & SEO-checklist!")).toEqual([
      'l',
      'equipe',
      'e',
      'mail',
      'seo',
      'checklist',
    ])
  })

  it('stems in the page language, after folding, so an accent never changes the stem', () => {
    expect(stem('webshops', 'nl')).toBe(stem('webshop', 'nl'))
    expect(stem('campaigns', 'en')).toBe(stem('campaign', 'en'))
    expect(stem(fold('Référencement'), 'fr')).toBe(stem('referencement', 'fr'))
    expect(stemmedText('Toegankelijke webshops', 'nl')).toBe(
      `${stem('toegankelijke', 'nl')} ${stem('webshops', 'nl')}`,
    )
  })
  it('remembers stems within a bound, and a remembered stem is the stem', () => {
    // Each language remembers its own: the same word, asked again, in turn.
    for (let round = 0; round < 2; round++) {
      expect(stem('ontwerpen', 'nl')).toBe('ontwerp')
      expect(stem('ontwerpen', 'en')).toBe('ontwerpen')
      expect(stem('conditions', 'en')).toBe('condit')
      expect(stem('conditions', 'nl')).toBe('condition')
    }
    // Typed queries bring words without end: the memory empties rather than grows.
    for (let i = 0; i < stemMemoLimit + 10; i++) stem(`zoekwoord${i}x`, 'fr')
    expect(stemMemoSize('fr')).toBeGreaterThan(0)
    expect(stemMemoSize('fr')).toBeLessThanOrEqual(stemMemoLimit)
  })
})

describe('a visitor query', () => {
  it('is cut at 200 characters (whole code points), with a note', () => {
    const long = '😀'.repeat(maxQueryLength + 5)
    const read = readQuery(long)
    expect(read.cut).toBe(true)
    expect(Array.from(read.text)).toHaveLength(maxQueryLength)
    expect(read.text).toBe('😀'.repeat(maxQueryLength))
    expect(readQuery('webshop')).toEqual({ text: 'webshop', cut: false })
  })

  it('drops control characters and collapses spaces; takes the first of repeated values', () => {
    expect(readQuery('  web\u0000shop \n\t ads ')).toEqual({ text: 'web shop ads', cut: false })
    expect(readQuery(['eerste', 'tweede']).text).toBe('eerste')
    expect(readQuery(undefined).text).toBe('')
  })

  it('reads FTS and SQL syntax as words: quotes, *, NEAR, AND/OR/NOT and - are text', () => {
    const words = queryWords('"webshop*" NEAR(AND OR NOT) -google; DROP TABLE x --', 'en')
    for (const { word } of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u)
    expect(words.map((word) => word.word)).toContain('near')
    expect(words.map((word) => word.word)).toContain('webshop')
  })

  it("leaves the language's stop words out, unless nothing else is left", () => {
    expect(queryWords('de webshop van het jaar', 'nl').map((word) => word.word)).toEqual([
      'webshop',
      'jaar',
    ])
    expect(queryWords('de het', 'nl').map((word) => word.word)).toEqual(['de', 'het'])
  })

  it('while typing, takes the last unfinished word as a prefix', () => {
    expect(typedWords('google a', 'nl')).toMatchObject({ prefix: 'a' })
    expect(typedWords('google ads ', 'nl').prefix).toBeNull()
    expect(typedWords('webs', 'nl')).toMatchObject({ words: [], prefix: 'webs' })
  })

  it('never throws, and never lets anything but letters and digits through', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const read = readQuery(raw)
        expect(Array.from(read.text).length).toBeLessThanOrEqual(maxQueryLength)
        for (const locale of ['nl', 'en', 'fr'] as const) {
          for (const word of queryWords(read.text, locale)) {
            expect(word.word).toMatch(/^[\p{L}\p{N}]+$/u)
          }
        }
      }),
    )
  })
})

describe('one typo', () => {
  it('is a letter added, left out, changed or two neighbours swapped', () => {
    expect(isOneTypoApart('zwemkleeding', 'zwemkleding')).toBe(true)
    expect(isOneTypoApart('webhsop', 'webshop')).toBe(true)
    expect(isOneTypoApart('deisgn', 'design')).toBe(true)
    expect(isOneTypoApart('webshap', 'webshop')).toBe(true)
    expect(isOneTypoApart('webshopp', 'webshop')).toBe(true)
  })

  it('is not two, and not the same word', () => {
    expect(isOneTypoApart('webshop', 'webshop')).toBe(false)
    expect(isOneTypoApart('wbeshpo', 'webshop')).toBe(false)
    expect(isOneTypoApart('zwemkleedingg', 'zwemkleding')).toBe(false)
    expect(isOneTypoApart('marketing', 'markering')).toBe(true)
    expect(isOneTypoApart('marketing', 'maaketinh')).toBe(false)
  })
})

describe('the snippet', () => {
  const text =
    'Wij bouwen websites. Een goede webshop verkoopt ook als je slaapt. ' +
    'Onze webshops draaien op Shopify en laden snel, ook op mobiel.'
  const matches = (word: string) => stem(fold(word), 'nl') === stem('webshop', 'nl')

  it('marks the matched words, whatever their inflection', () => {
    const segments = snippet(text, matches)
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual([
      'webshop',
      'webshops',
    ])
    expect(segments.map((segment) => segment.text).join('')).toContain('goede webshop verkoopt')
  })

  it('keeps text as text: markup in the page is never a tag', () => {
    const segments = snippet('<script>alert(1)</script> in een webshop', matches)
    expect(segments.map((segment) => segment.text).join('')).toBe(
      '<script>alert(1)</script> in een webshop',
    )
    expect(segments.filter((segment) => segment.mark)).toEqual([{ text: 'webshop', mark: true }])
  })

  it('shows the stretch with the matches of a long text, with an ellipsis', () => {
    const long = `${'Lange inleiding zonder het woord. '.repeat(20)}Hier staat webshop.`
    const segments = snippet(long, matches)
    expect(segments[0]?.text.startsWith('… ')).toBe(true)
    expect(segments.some((segment) => segment.mark)).toBe(true)
  })

  it('starts at the beginning when nothing matches', () => {
    const segments = snippet(text, () => false)
    expect(segments.every((segment) => !segment.mark)).toBe(true)
    expect(segments[0]?.text.startsWith('Wij bouwen')).toBe(true)
  })
})

describe('the vocabulary', () => {
  it('holds each word of a page once, with its stem', () => {
    const words = pageWords({ title: 'Webshop', body: 'webshops en de webshop' }, 'nl')
    expect([...words.keys()]).toEqual(['webshop', 'webshops', 'en', 'de'])
    expect(words.get('webshops')).toBe(stem('webshops', 'nl'))
  })

  it('changes by the words that come or go only', () => {
    const before = [{ locale: 'nl' as const, title: 'Webshop', body: 'snel en mooi' }]
    const after = [{ locale: 'nl' as const, title: 'Webshop', body: 'snel en veilig' }]
    const change = vocabularyChange(before, after).get('nl')
    expect(change?.added.map((word) => word.word)).toEqual(['veilig'])
    expect(change?.removed).toEqual(['mooi'])
    expect(vocabularyChange(after, after).size).toBe(0)
  })

  it('counted at once for a rebuild is what record after record adds up to', () => {
    const records = [
      [
        { locale: 'nl' as const, title: 'Webshop', body: 'snel en mooi, snel' },
        { locale: 'en' as const, title: 'Web shop', body: 'fast' },
      ],
      [{ locale: 'nl' as const, title: 'Website', body: 'snel en veilig' }],
      [],
    ]
    const oneByOne = new Map<string, { stem: string; documents: number }>()
    for (const record of records) {
      for (const [locale, { added }] of vocabularyChange([], record)) {
        for (const { word, stem: wordStem } of added) {
          const key = `${locale} ${word}`
          const known = oneByOne.get(key)
          oneByOne.set(key, { stem: wordStem, documents: (known?.documents ?? 0) + 1 })
        }
      }
    }
    const atOnce = new Map(
      [...vocabularyOf(records)].flatMap(([locale, words]) =>
        words.map(({ word, ...rest }) => [`${locale} ${word}`, rest] as const),
      ),
    )
    expect(atOnce).toEqual(oneByOne)
    expect(atOnce.get('nl snel')).toEqual({ stem: stem('snel', 'nl'), documents: 2 })
    expect(atOnce.get('nl mooi')?.documents).toBe(1)
  })
})

describe('a query string as it came', () => {
  it('is text when its escapes decode as UTF-8', () => {
    expect(isUtf8Query('?q=caf%C3%A9')).toBe(true)
    expect(isUtf8Query('?q=100%')).toBe(true)
    expect(isUtf8Query('?q=%zz')).toBe(true)
    expect(isUtf8Query('?q=%F0%9F%98%80')).toBe(true)
  })

  it('is refused when an escape is no UTF-8', () => {
    expect(isUtf8Query('?q=%FF')).toBe(false)
    expect(isUtf8Query('?q=caf%C3')).toBe(false)
    expect(isUtf8Query('?q=%ED%A0%80')).toBe(false) // a lone surrogate
    expect(isUtf8Query('?q=ok&pagina=%C0%AF')).toBe(false) // overlong
    // What Next.js makes of %FF before the proxy sees it: the replacement character.
    expect(isUtf8Query('?q=caf%EF%BF%BD')).toBe(false)
    expect(isUtf8Query('?q=caf%ef%bf%bd')).toBe(false)
  })
})
