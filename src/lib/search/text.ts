/**
 * How the search reads text, the same for what is indexed and what a visitor types:
 * words are runs of letters and digits, folded to lower case without accents
 * (`Référencement` → `referencement`), then stemmed with the Snowball stemmer of the
 * page's language (`webshops` → `webshop`). Folding comes first on both sides, as
 * PostgreSQL's `unaccent` does before its stemmer, so an accent typed or left out
 * never changes the stem.
 */
import snowball from 'snowball-stemmers'

import type { Locale } from '@/lib/i18n/locales'

/** Letters NFKD leaves whole: ligatures and stroked letters, as `unaccent` reads them. */
const letterFolds: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  ĳ: 'ij',
}
const unfolded = new RegExp(`[${Object.keys(letterFolds).join('')}]`, 'gu')

/** Lower case, accents and ligatures folded: `Œuvre Café` → `oeuvre cafe`. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(unfolded, (letter) => letterFolds[letter] ?? letter)
}

/** A word of the original text and where it stands in it. */
export type WordAt = { word: string; start: number; end: number }

// Letters with their combining marks, and digits: `e-mail` is two words, `l'équipe` too.
const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu

/** The words of a text with their positions (for marking them in a snippet). */
export function wordsAt(text: string): WordAt[] {
  return Array.from(text.matchAll(wordPattern), (match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

const snowballNames: Record<Locale, string> = { nl: 'dutch', en: 'english', fr: 'french' }
const stemmers = new Map<Locale, { stem(word: string): string }>()

/**
 * Stems already found, per language. Snowball's JavaScript takes about 30 µs a word
 * (measured on the development machine), and a results page stems every word of ten
 * pages for their snippets, while a language has a few thousand distinct words. Typed
 * queries add words of any kind, so the memory is bounded: emptied at `stemMemoLimit`.
 */
export const stemMemoLimit = 20_000
const stemMemo = new Map<Locale, Map<string, string>>()

/** How many stems the memory holds for a language (for the test of its bound). */
export const stemMemoSize = (locale: Locale) => stemMemo.get(locale)?.size ?? 0

/** The Snowball stem of a folded word in the language. */
export function stem(word: string, locale: Locale): string {
  let memo = stemMemo.get(locale)
  if (!memo) stemMemo.set(locale, (memo = new Map()))
  const known = memo.get(word)
  if (known !== undefined) return known
  const stemmer = stemmers.get(locale) ?? snowball.newStemmer(snowballNames[locale])
  stemmers.set(locale, stemmer)
  const found = stemmer.stem(word)
  if (memo.size >= stemMemoLimit) memo.clear()
  memo.set(word, found)
  return found
}

/** A text as the SQLite index stores it: its folded, stemmed words, space-separated. */
export function stemmedText(text: string, locale: Locale): string {
  return foldedWords(text)
    .map((word) => stem(word, locale))
    .join(' ')
}
