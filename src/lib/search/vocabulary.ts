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
