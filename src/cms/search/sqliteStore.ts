import { sql } from '@payloadcms/db-sqlite'

import { locales, type Locale } from '@/lib/i18n/locales'
import type { SearchDocument, SearchSource } from '@/lib/search/documents'
import { stem, stemmedText } from '@/lib/search/text'
import { vocabularyChange, vocabularyOf } from '@/lib/search/vocabulary'

import type { MissCount, QueryTerm, SearchStore, StoredHit } from './store'

/*
 * SQLite: FTS5 has no Dutch or French stemmer, so the app stems (src/lib/search/text.ts)
 * and FTS5 indexes the stems: `search_terms_{locale}` reads `title_terms` and
 * `body_terms` of `search_documents`, kept in step by triggers (migration
 * `search`), tokenised by `unicode61 remove_diacritics 2`. Typos are looked up in
 * `search_word_trigrams_{locale}`, an FTS5 trigram index over the vocabulary, each word
 * between `^` and `$` so that its first and last letters form triples of their own.
 */

type SQL = ReturnType<typeof sql>

type Db = {
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<unknown>
}

/** Table names come from the fixed list of languages, never from a request. */
const termsTable = (locale: Locale) => sql.raw(`"search_terms_${localeName(locale)}"`)
const trigramTable = (locale: Locale) => sql.raw(`"search_word_trigrams_${localeName(locale)}"`)

function localeName(locale: Locale): Locale {
  if (!locales.includes(locale)) throw new Error(`No search tables for ${String(locale)}`)
  return locale
}

/** A term as FTS5 reads it: a quoted string (any `"` doubled), never an operator. */
const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`

/** `("webshop") AND ("kled" OR "kleding")`: every term, any of its stems. */
function matchExpression(locale: Locale, terms: QueryTerm[]): string {
  return terms
    .map((term) => {
      const stems = [...new Set(term.words.map((word) => stem(word, locale)))]
      return `(${stems.map(quoted).join(' OR ')})`
    })
    .join(' AND ')
}

const now = () => new Date().toISOString()

export function sqliteStore(handle: unknown): SearchStore {
  const db = handle as Db

  async function changeVocabulary(before: SearchDocument[], after: SearchDocument[]) {
    for (const [locale, change] of vocabularyChange(before, after)) {
      if (change.removed.length) {
        const removed = JSON.stringify(change.removed)
        await db.run(sql`UPDATE search_words SET documents = documents - 1
          WHERE locale = ${locale} AND word IN (SELECT value FROM json_each(${removed}))`)
        await db.run(sql`DELETE FROM search_words WHERE locale = ${locale} AND documents <= 0`)
      }
      if (change.added.length) {
        const added = JSON.stringify(change.added.map(({ word, stem: s }) => [word, s]))
        await db.run(sql`INSERT INTO search_words (locale, word, stem, documents)
          SELECT ${locale}, value ->> 0, value ->> 1, 1 FROM json_each(${added}) WHERE true
          ON CONFLICT (locale, word) DO UPDATE SET documents = documents + 1`)
      }
    }
  }

  async function insert(doc: SearchDocument) {
    await db.run(sql`INSERT INTO search_documents
      (source, source_id, locale, kind, path, title, body, title_terms, body_terms, updated_at)
      VALUES (${doc.source}, ${doc.sourceId}, ${doc.locale}, ${doc.kind}, ${doc.path},
        ${doc.title}, ${doc.body}, ${stemmedText(doc.title, doc.locale)},
        ${stemmedText(doc.body, doc.locale)}, ${now()})`)
  }

  return {
    async replace(source: SearchSource, sourceId: string, documents: SearchDocument[]) {
      const before = await db.all<SearchDocument>(sql`SELECT locale, title, body
        FROM search_documents WHERE source = ${source} AND source_id = ${sourceId}`)
      await db.run(
        sql`DELETE FROM search_documents WHERE source = ${source} AND source_id = ${sourceId}`,
      )
      for (const doc of documents) await insert(doc)
      await changeVocabulary(before, documents)
    },

    async rebuild(records) {
      await db.run(sql`DELETE FROM search_documents`)
      await db.run(sql`DELETE FROM search_words`)
      // FTS5's own way to empty an external-content index.
      for (const locale of locales) {
        await db.run(
          sql`INSERT INTO ${termsTable(locale)} (${termsTable(locale)}) VALUES ('delete-all')`,
        )
        await db.run(
          sql`INSERT INTO ${trigramTable(locale)} (${trigramTable(locale)}) VALUES ('delete-all')`,
        )
      }
      for (const doc of records.flat()) await insert(doc)
      for (const [locale, words] of vocabularyOf(records)) {
        const rows = JSON.stringify(
          words.map(({ word, stem: s, documents }) => [word, s, documents]),
        )
        await db.run(sql`INSERT INTO search_words (locale, word, stem, documents)
          SELECT ${locale}, value ->> 0, value ->> 1, value ->> 2 FROM json_each(${rows})`)
      }
    },

    async knownStems(locale, stems) {
      if (!stems.length) return new Set()
      const rows = await db.all<{ stem: string }>(sql`SELECT DISTINCT stem FROM search_words
        WHERE locale = ${locale} AND stem IN (SELECT value FROM json_each(${JSON.stringify(stems)}))`)
      return new Set(rows.map((row) => row.stem))
    },

    async similarWords(locale, word) {
      const padded = `^${word}$`
      const triples = new Set<string>()
      for (let i = 0; i + 3 <= padded.length; i++) triples.add(padded.slice(i, i + 3))
      const length = Array.from(word).length
      const rows = await db.all<{ word: string }>(sql`SELECT w.word FROM ${trigramTable(locale)} t
        JOIN search_words w ON w.id = t.rowid
        WHERE t.word MATCH ${[...triples].map(quoted).join(' OR ')}
          AND length(w.word) BETWEEN ${length - 1} AND ${length + 1}
        LIMIT 1000`)
      return rows.map((row) => row.word)
    },

    async completions(locale, prefix, limit) {
      const rows = await db.all<{ word: string }>(sql`SELECT word FROM search_words
        WHERE locale = ${locale} AND word >= ${prefix} AND word < ${`${prefix}\u{10FFFF}`}
        ORDER BY documents DESC, word LIMIT ${limit}`)
      return rows.map((row) => row.word)
    },

    async search(locale, terms, { limit, offset, count }) {
      if (!terms.length) return { total: 0, hits: [] }
      const match = matchExpression(locale, terms)
      const table = termsTable(locale)
      const hits = await db.all<StoredHit>(sql`SELECT d.id, d.kind, d.path, d.title, d.body
        FROM ${table} JOIN search_documents d ON d.id = ${table}.rowid
        WHERE ${table} MATCH ${match}
        ORDER BY ${table}.rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${`title_terms : (${match})`}) DESC,
          bm25(${table}, 10.0, 1.0), d.id
        LIMIT ${limit} OFFSET ${offset}`)
      if (!count) return { total: hits.length, hits }
      const [row] = await db.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ${match}`,
      )
      return { total: Number(row?.n ?? 0), hits }
    },

    async recordMiss(query, locale, at) {
      await db.run(sql`INSERT INTO search_misses (query, locale, searched_at)
        VALUES (${query}, ${locale}, ${at.toISOString()})`)
    },

    async misses(since, limit) {
      const rows = await db.all<MissCount>(sql`SELECT query, locale, count(*) AS count
        FROM search_misses WHERE searched_at >= ${since.toISOString()}
        GROUP BY query, locale ORDER BY count DESC, query LIMIT ${limit}`)
      return rows.map((row) => ({ ...row, count: Number(row.count) }))
    },

    async purgeMisses(before) {
      const rows = await db.all<{ id: number }>(
        sql`DELETE FROM search_misses WHERE searched_at < ${before.toISOString()} RETURNING id`,
      )
      return rows.length
    },

    async version() {
      const rows = await db.all<{ value: string }>(
        sql`SELECT value FROM search_meta WHERE key = 'version'`,
      )
      return rows[0]?.value ?? null
    },

    async setVersion(version) {
      await db.run(sql`INSERT INTO search_meta (key, value) VALUES ('version', ${version})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`)
    },

    async lockForReindex() {
      // One SQLite file has one writer at a time: the transaction is the lock.
    },

    async records() {
      return db.all<{ source: string; sourceId: string }>(
        sql`SELECT DISTINCT source, source_id AS "sourceId" FROM search_documents`,
      )
    },

    async counts() {
      const rows = await db.all<{ locale: string; n: number }>(
        sql`SELECT locale, count(*) AS n FROM search_documents GROUP BY locale`,
      )
      return Object.fromEntries(rows.map((row) => [row.locale, Number(row.n)]))
    },
  }
}
