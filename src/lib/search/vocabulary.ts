/**
 * The index's vocabulary: every word the pages of a language use, once, with its stem
 * and how many pages use it. It answers "is this a word of the site?" before a typo is
 * forgiven, offers the words a half-typed one may become, and holds the letter triples
 * the databases look typos up in. A word leaves it with the last page that used it.
 */
import type { Locale } from '@/lib/i18n/locales'

import { foldedWords, stem } from './text'

/** Longer "words" are codes or run-together junk: never typed, never suggested. */
const maxWordLength = 40

/** The distinct words of a page (title and text) with their stems. */
export function pageWords(
  page: { title: string; body: string },
  locale: Locale,
): Map<string, string> {
  const words = new Map<string, string>()
  for (const word of foldedWords(`${page.title}\n${page.body}`)) {
    if (word.length < 2 || word.length > maxWordLength || words.has(word)) continue
    words.set(word, stem(word, locale))
  }
  return words
}

export type VocabularyChange = {
  /** Words now used by one more page. */
  added: { word: string; stem: string }[]
  /** Words now used by one page fewer. */
  removed: string[]
}

type Page = { locale: Locale; title: string; body: string }

/**
 * How replacing a record's pages `before` with `after` changes each language's
 * vocabulary: only the words that come or go, so an edit of one sentence touches a
 * few rows.
 */
export function vocabularyChange(before: Page[], after: Page[]): Map<Locale, VocabularyChange> {
  const byLocale = (pages: Page[]) => {
    const words = new Map<Locale, Map<string, string>>()
    for (const page of pages) {
      const merged = words.get(page.locale) ?? new Map<string, string>()
      for (const [word, wordStem] of pageWords(page, page.locale)) merged.set(word, wordStem)
      words.set(page.locale, merged)
    }
    return words
  }
  const old = byLocale(before)
  const now = byLocale(after)
  const changes = new Map<Locale, VocabularyChange>()
  for (const locale of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(locale) ?? new Map<string, string>()
    const is = now.get(locale) ?? new Map<string, string>()
    const added = [...is].filter(([word]) => !was.has(word)).map(([word, s]) => ({ word, stem: s }))
    const removed = [...was.keys()].filter((word) => !is.has(word))
    if (added.length || removed.length) changes.set(locale, { added, removed })
  }
  return changes
}

export type CountedWord = { word: string; stem: string; documents: number }

/**
 * The vocabulary of a whole index, counted once: per language, every word with its stem
 * and how many records use it (a record's pages of one language count once, as in
 * `vocabularyChange`). A rebuild writes it in one statement per language, where a
 * record-by-record rebuild rewrote each common word's count once per record.
 */
export function vocabularyOf(records: readonly Page[][]): Map<Locale, CountedWord[]> {
  const counted = new Map<Locale, Map<string, CountedWord>>()
  for (const record of records) {
    for (const [locale, change] of vocabularyChange([], record)) {
      const words = counted.get(locale) ?? new Map<string, CountedWord>()
      for (const { word, stem: wordStem } of change.added) {
        const known = words.get(word)
        if (known) known.documents += 1
        else words.set(word, { word, stem: wordStem, documents: 1 })
      }
      counted.set(locale, words)
    }
  }
  return new Map([...counted].map(([locale, words]) => [locale, [...words.values()]]))
}
