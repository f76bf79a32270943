import type { Payload, PayloadRequest } from 'payload'

import { usesPostgres } from '@/lib/dataPaths'
import type { Locale } from '@/lib/i18n/locales'
import type { SearchDocument, SearchKind, SearchSource } from '@/lib/search/documents'

/*
 * The search index, on the database the site runs on: SQLite FTS5 by default
 * (sqliteStore.ts), PostgreSQL's full-text search under DATABASE_URL (postgresStore.ts).
 * Both keep the same tables (src/migrations: search_documents, search_words,
 * search_misses) and answer the same questions; what a query means is decided once,
 * in src/cms/search/search.ts and src/lib/search. Every write goes through the
 * transaction of the request that asks (a publish's save), so the index commits or
 * rolls back with it.
 */

/**
 * What the index's migrations make outside Payload's config (raw SQL): every table,
 * index, trigger and virtual table named so. The migrations test leaves these out when
 * it compares the migrated schema with the config's (tests/unit/migrations.integration.test.ts).
 */
export const searchSchemaPrefix = 'search_'

/** A word of the index's vocabulary: folded, with its Snowball stem. */
export type VocabularyWord = { word: string; stem: string }

/** One term of a query: a word, or the words that may stand for it (a typo, a prefix). */
export type QueryTerm = { words: string[] }

export type StoredHit = {
  id: number
  kind: SearchKind
  path: string
  title: string
  body: string
}

export type SearchPage = { total: number; hits: StoredHit[] }

export type MissCount = { query: string; locale: Locale; count: number }

export interface SearchStore {
  /** Replaces what the index holds of one record (every language) with `documents`. */
  replace(source: SearchSource, sourceId: string, documents: SearchDocument[]): Promise<void>
  /**
   * Empties the index and writes every record's documents (one list per record), the
   * vocabulary counted once (a reindex, in its own transaction).
   */
  rebuild(records: SearchDocument[][]): Promise<void>
  /** The stems of `stems` that some indexed page of the language has. */
  knownStems(locale: Locale, stems: string[]): Promise<Set<string>>
  /** Indexed words that share letter triples with `word` and are about as long. */
  similarWords(locale: Locale, word: string): Promise<string[]>
  /** Indexed words that start with `prefix`, the most widespread first. */
  completions(locale: Locale, prefix: string, limit: number): Promise<string[]>
  /**
   * Pages of the language that have every term (any of its words), those with every
   * term in the title first, then by relevance.
   */
  search(
    locale: Locale,
    terms: QueryTerm[],
    page: { limit: number; offset: number; count: boolean },
  ): Promise<SearchPage>
  /** Remembers a query that found nothing: its text and language, nothing else. */
  recordMiss(query: string, locale: Locale, at: Date): Promise<void>
  /** Queries that found nothing since `since`, the most asked first. */
  misses(since: Date, limit: number): Promise<MissCount[]>
  /** Deletes misses older than `before`; returns how many. */
  purgeMisses(before: Date): Promise<number>
  /** The index's version stamp (search_meta), or null when it was never built. */
  version(): Promise<string | null>
  setVersion(version: string): Promise<void>
  /** Holds the other instances' reindex off until this transaction ends (PostgreSQL). */
  lockForReindex(): Promise<void>
  /** Documents indexed per language. */
  counts(): Promise<Record<string, number>>
  /** The records the index holds pages of. */
  records(): Promise<{ source: string; sourceId: string }[]>
}

type DrizzleAdapter = {
  drizzle: unknown
  sessions?: Record<string | number, { db?: unknown } | undefined>
}

/**
 * The database handle of the request's transaction when it has one (a save's hooks),
 * else the adapter's own connection: what Payload's own queries use
 * (@payloadcms/drizzle getTransaction).
 */
async function handleOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle
}

/** The index on this site's database, inside `req`'s transaction when it has one. */
export async function searchStore(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SearchStore> {
  const handle = await handleOf(payload, req)
  if (usesPostgres()) {
    const { postgresStore } = await import('./postgresStore')
    return postgresStore(handle)
  }
  const { sqliteStore } = await import('./sqliteStore')
  return sqliteStore(handle)
}
