import type { Payload } from 'payload'

import { setFrenchTypography } from '@/lib/i18n/typography'
import type { Locale } from '@/lib/i18n/locales'
import type { SearchKind } from '@/lib/search/documents'
import {
  queryWords,
  suggestMinLength,
  typedWords,
  typoMinLength,
  type QueryWord,
} from '@/lib/search/query'
import { snippet, type Segment } from '@/lib/search/snippet'
import { fold, stem } from '@/lib/search/text'
import { isOneTypoApart } from '@/lib/search/typo'

import { searchStore, type QueryTerm, type SearchStore } from './store'

/*
 * What a query finds, the same on both databases: each word must be on the page
 * (stemmed in the page's language, accents folded); a word of six letters or more
 * that no page has may be one typo away from a word that some page has, and then
 * finds those too; pages with every word in the title come first.
 */

export type SearchResult = {
  kind: SearchKind
  title: string
  /** Locale-free path, with an anchor for a FAQ entry. */
  path: string
  snippet: Segment[]
}

export type SearchOutcome = { total: number; results: SearchResult[] }

/** Words a half-typed last word may become, at most. */
const completionLimit = 12

async function termsOf(store: SearchStore, locale: Locale, words: QueryWord[]) {
  const known = await store.knownStems(
    locale,
    words.map((word) => word.stem),
  )
  const terms: QueryTerm[] = []
  for (const word of words) {
    if (known.has(word.stem) || Array.from(word.word).length < typoMinLength) {
      terms.push({ words: [word.word] })
      continue
    }
    const similar = await store.similarWords(locale, word.word)
    const oneTypo = similar.filter((candidate) => isOneTypoApart(word.word, candidate))
    terms.push({ words: [word.word, ...oneTypo] })
  }
  return terms
}

/** Marks the words of a text that stand for a term: same stem, or a completion typed. */
function matcher(locale: Locale, terms: QueryTerm[]) {
  const stems = new Set(terms.flatMap((term) => term.words.map((word) => stem(word, locale))))
  return (word: string) => {
    const folded = fold(word)
    return stems.has(stem(folded, locale))
  }
}

const typeset = (locale: Locale, text: string) =>
  locale === 'fr' ? setFrenchTypography(text) : text

async function run(
  payload: Payload,
  locale: Locale,
  terms: QueryTerm[],
  page: { limit: number; offset: number; count: boolean },
): Promise<SearchOutcome> {
  if (!terms.length) return { total: 0, results: [] }
  const store = await searchStore(payload)
  const found = await store.search(locale, terms, page)
  const marks = matcher(locale, terms)
  return {
    total: found.total,
    results: found.hits.map((hit) => ({
      kind: hit.kind,
      title: typeset(locale, hit.title),
      path: hit.path,
      snippet: snippet(hit.body || hit.title, marks).map((segment) => ({
        ...segment,
        text: typeset(locale, segment.text),
      })),
    })),
  }
}

/** The results page: the query's pages, `limit` from `offset`, and how many there are. */
export async function searchSite(
  payload: Payload,
  locale: Locale,
  text: string,
  page: { limit: number; offset: number },
): Promise<SearchOutcome> {
  const store = await searchStore(payload)
  const terms = await termsOf(store, locale, queryWords(text, locale))
  return run(payload, locale, terms, { ...page, count: true })
}

/** Suggestions while typing: the last word may be unfinished (`webs` → `webshop`). */
export async function suggestPages(
  payload: Payload,
  locale: Locale,
  text: string,
  limit: number,
): Promise<SearchResult[]> {
  const store = await searchStore(payload)
  const { words, prefix } = typedWords(text, locale)
  const terms = await termsOf(store, locale, words)
  // One letter would stand for a hundred words: suggestions wait for the second.
  if (prefix !== null && prefix.length >= suggestMinLength) {
    const completions = await store.completions(locale, prefix, completionLimit)
    // No word starts so: perhaps a typo in a whole word.
    if (completions.length) terms.push({ words: completions })
    else
      terms.push(...(await termsOf(store, locale, [{ word: prefix, stem: stem(prefix, locale) }])))
  }
  return (await run(payload, locale, terms, { limit, offset: 0, count: false })).results
}
