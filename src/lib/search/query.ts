/**
 * What a visitor's query means: words, never syntax. Quotes, `*`, `-`, `NEAR`,
 * `AND`/`OR`/`NOT` and SQL are text like any other; only runs of letters and digits
 * reach a database, always as values or quoted terms (src/cms/search/engines).
 */
import type { Locale } from '@/lib/i18n/locales'

import { stopWords } from './stopwords'
import { foldedWords, stem } from './text'

/** The longest query read; a longer one is cut there, and the page says so. */
export const maxQueryLength = 200
/** Words searched on at most; more only slow the query down and find nothing new. */
export const maxQueryWords = 8
/** Words shorter than this are searched exactly: one typo in them changes the word. */
export const typoMinLength = 6
/** Characters typed before suggestions are asked for. */
export const suggestMinLength = 2

/** The visitor's text, tidied and cut: what the page shows back and what is searched. */
export type VisitorQuery = { text: string; cut: boolean }

/**
 * Spaces collapsed, control characters dropped, at most 200 characters (whole code
 * points: an emoji is never split into half a surrogate pair).
 */
export function readQuery(raw: string | string[] | undefined | null): VisitorQuery {
  const given = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  const clean = given
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
  const characters = Array.from(clean)
  if (characters.length <= maxQueryLength) return { text: clean, cut: false }
  return { text: characters.slice(0, maxQueryLength).join('').trim(), cut: true }
}

/** One word of the query: as typed (folded) and its stem. */
export type QueryWord = { word: string; stem: string }

/**
 * The words a query searches on, in the language of the page: folded, each once, the
 * language's stop words left out (unless nothing else is left), at most eight.
 */
export function queryWords(text: string, locale: Locale): QueryWord[] {
  const words = [...new Set(foldedWords(text))]
  const meaningful = words.filter((word) => !stopWords[locale].has(word))
  return (meaningful.length ? meaningful : words)
    .slice(0, maxQueryWords)
    .map((word) => ({ word, stem: stem(word, locale) }))
}

/**
 * The text typed so far, for suggestions: complete words, and the last one as a
 * prefix when the visitor is still typing it (no space after it yet).
 */
export function typedWords(
  text: string,
  locale: Locale,
): { words: QueryWord[]; prefix: string | null } {
  const words = queryWords(text, locale)
  const stillTyping = /[\p{L}\p{N}]$/u.test(text)
  if (!stillTyping || words.length === 0) return { words, prefix: null }
  const last = foldedWords(text).at(-1) ?? null
  return { words: words.filter((word) => word.word !== last), prefix: last }
}
