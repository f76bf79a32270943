import { sql } from '@payloadcms/db-postgres'

import { locales, type Locale } from '@/lib/i18n/locales'
import type { SearchDocument, SearchSource } from '@/lib/search/documents'
import { vocabularyChange, vocabularyOf } from '@/lib/search/vocabulary'

import type { MissCount, QueryTerm, SearchStore, StoredHit } from './store'

/*
 * PostgreSQL: its own full-text search in the page's language (the `dutch`, `english`
 * and `french` configurations, Snowball stemmers and stop words) over text that
 * `unaccent` folded first, title weighted A and text D in `search_documents.vector`
 * (GIN index); typos through `pg_trgm` (a GiST trigram index on the vocabulary,
 * nearest words first). Every word a visitor typed reaches it as a bound value through
 * `plainto_tsquery`, which reads no operators.
 */

type SQL = ReturnType<typeof sql>

type Db = { execute<T>(query: SQL): Promise<{ rows: T[] }> }

const configs: Record<Locale, string> = { nl: 'dutch', en: 'english', fr: 'french' }

/** The configuration as a literal: from the fixed list of languages, never from a request. */
function config(locale: Locale): SQL {
  if (!locales.includes(locale)) throw new Error(`No search configuration for ${String(locale)}`)
  return sql.raw(`'${configs[locale]}'::regconfig`)
}

/** Every term, any of its words: `(a) && (b || b2)`, built of plainto_tsquery values. */
function tsquery(locale: Locale, terms: QueryTerm[]): SQL {
  const parts = terms.map((term) => {
    const words = term.words.map(
      (word) => sql`plainto_tsquery(${config(locale)}, unaccent(${word}))`,
    )
    return sql`(${sql.join(words, sql` || `)})`
  })
  return sql.join(parts, sql` && `)
}

const rowsOf = async <T>(db: Db, query: SQL) => (await db.execute<T>(query)).rows

export function postgresStore(handle: unknown): SearchStore {
  const db = handle as Db

  async function changeVocabulary(before: SearchDocument[], after: SearchDocument[]) {
    for (const [locale, change] of vocabularyChange(before, after)) {
      if (change.removed.length) {
        const removed = JSON.stringify(change.removed)
        await db.execute(sql`UPDATE search_words SET documents = documents - 1
          WHERE locale = ${locale} AND word IN (SELECT json_array_elements_text(${removed}::json))`)
        await db.execute(sql`DELETE FROM search_words WHERE locale = ${locale} AND documents <= 0`)
      }
      if (change.added.length) {
        const added = JSON.stringify(change.added.map(({ word, stem }) => [word, stem]))
        await db.execute(sql`INSERT INTO search_words (locale, word, stem, documents)
          SELECT ${locale}, value ->> 0, value ->> 1, 1 FROM json_array_elements(${added}::json)
          ON CONFLICT (locale, word) DO UPDATE SET documents = search_words.documents + 1`)
      }
    }
  }

  async function insert(doc: SearchDocument) {
    const title = sql`to_tsvector(${config(doc.locale)}, unaccent(${doc.title}))`
    const body = sql`to_tsvector(${config(doc.locale)}, unaccent(${doc.body}))`
    await db.execute(sql`INSERT INTO search_documents
      (source, source_id, locale, kind, path, title, body, title_vector, vector, updated_at)
      VALUES (${doc.source}, ${doc.sourceId}, ${doc.locale}, ${doc.kind}, ${doc.path},
        ${doc.title}, ${doc.body}, ${title},
        setweight(${title}, 'A') || setweight(${body}, 'D'), now())`)
  }

  /**
   * The first `limit` pages in the order `search` gives them, read as two queries: pages
   * with every term in the title, then the others. A half-typed word stands for up to
   * twelve words, which together are on most pages; ranking all of them read every
   * page's whole vector (`webs` at 10×: 491 pages ranked for 6 suggestions, 14 ms),
   * where the title matches alone usually fill the suggestions.
   */
  async function titlesFirst(locale: Locale, terms: QueryTerm[], limit: number) {
    const ranked = (titled: boolean, take: number) =>
      rowsOf<StoredHit>(
        db,
        sql`WITH q AS (SELECT ${tsquery(locale, terms)} AS query)
          SELECT d.id, d.kind, d.path, d.title, d.body FROM search_documents d, q
          WHERE d.locale = ${locale} AND d.vector @@ q.query
            AND (d.title_vector @@ q.query) = ${titled}
          ORDER BY ts_rank(d.vector, q.query) DESC, d.id LIMIT ${take}`,
      )
    const hits = await ranked(true, limit)
    return hits.length < limit ? [...hits, ...(await ranked(false, limit - hits.length))] : hits
  }

  return {
    async replace(source: SearchSource, sourceId: string, documents: SearchDocument[]) {
      // A save's sync waits while a reindex runs (which holds this lock exclusively).
      await db.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext('vonk-search-reindex'))`)
      const before = await rowsOf<SearchDocument>(
        db,
        sql`SELECT locale, title, body FROM search_documents
          WHERE source = ${source} AND source_id = ${sourceId} FOR UPDATE`,
      )
      await db.execute(
        sql`DELETE FROM search_documents WHERE source = ${source} AND source_id = ${sourceId}`,
      )
      for (const doc of documents) await insert(doc)
      await changeVocabulary(before, documents)
    },

    async rebuild(records) {
      await db.execute(sql`DELETE FROM search_documents`)
      await db.execute(sql`DELETE FROM search_words`)
      for (const doc of records.flat()) await insert(doc)
      for (const [locale, words] of vocabularyOf(records)) {
        const rows = JSON.stringify(
          words.map(({ word, stem, documents }) => [word, stem, documents]),
        )
        await db.execute(sql`INSERT INTO search_words (locale, word, stem, documents)
          SELECT ${locale}, value ->> 0, value ->> 1, (value ->> 2)::int
          FROM json_array_elements(${rows}::json)`)
      }
      // Fresh statistics for the planner (a whole index replaced; ANALYZE, unlike
      // VACUUM, runs inside the reindex's transaction).
      await db.execute(sql`ANALYZE search_documents, search_words`)
    },

    async knownStems(locale, stems) {
      if (!stems.length) return new Set()
      const rows = await rowsOf<{ stem: string }>(
        db,
        sql`SELECT DISTINCT stem FROM search_words WHERE locale = ${locale}
          AND stem IN (SELECT json_array_elements_text(${JSON.stringify(stems)}::json))`,
      )
      return new Set(rows.map((row) => row.stem))
    },

    async similarWords(locale, word) {
      const length = Array.from(word).length
      // The nearest words by pg_trgm's distance, through the GiST index.
      const rows = await rowsOf<{ word: string }>(
        db,
        sql`SELECT word FROM search_words
          WHERE locale = ${locale} AND char_length(word) BETWEEN ${length - 1} AND ${length + 1}
          ORDER BY word <-> ${word} LIMIT 50`,
      )
      return rows.map((row) => row.word)
    },

    async completions(locale, prefix, limit) {
      const rows = await rowsOf<{ word: string }>(
        db,
        sql`SELECT word FROM search_words
          WHERE locale = ${locale} AND word >= ${prefix} AND word < ${`${prefix}\u{10FFFF}`}
          ORDER BY documents DESC, word LIMIT ${limit}`,
      )
      return rows.map((row) => row.word)
    },

    async search(locale, terms, { limit, offset, count }) {
      if (!terms.length) return { total: 0, hits: [] }
      if (!count && offset === 0) {
        const hits = await titlesFirst(locale, terms, limit)
        return { total: hits.length, hits }
      }
      const rows = await rowsOf<StoredHit & { total: string | number }>(
        db,
        sql`WITH q AS (SELECT ${tsquery(locale, terms)} AS query)
          SELECT d.id, d.kind, d.path, d.title, d.body,
            ${count ? sql`count(*) OVER ()` : sql`0`} AS total
          FROM search_documents d, q
          WHERE d.locale = ${locale} AND d.vector @@ q.query
          ORDER BY (d.title_vector @@ q.query) DESC, ts_rank(d.vector, q.query) DESC, d.id
          LIMIT ${limit} OFFSET ${offset}`,
      )
      const hits = rows.map(({ total: _total, ...hit }) => hit)
      if (!count) return { total: hits.length, hits }
      if (rows.length) return { total: Number(rows[0]?.total ?? 0), hits }
      // A page past the last: the count alone.
      const [row] = await rowsOf<{ n: string }>(
        db,
        sql`SELECT count(*) AS n FROM search_documents
          WHERE locale = ${locale} AND vector @@ (${tsquery(locale, terms)})`,
      )
      return { total: Number(row?.n ?? 0), hits }
    },

    async recordMiss(query, locale, at) {
      await db.execute(sql`INSERT INTO search_misses (query, locale, searched_at)
        VALUES (${query}, ${locale}, ${at.toISOString()})`)
    },

    async misses(since, limit) {
      const rows = await rowsOf<MissCount>(
        db,
        sql`SELECT query, locale, count(*) AS count FROM search_misses
          WHERE searched_at >= ${since.toISOString()}
          GROUP BY query, locale ORDER BY count DESC, query LIMIT ${limit}`,
      )
      return rows.map((row) => ({ ...row, count: Number(row.count) }))
    },

    async purgeMisses(before) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`DELETE FROM search_misses WHERE searched_at < ${before.toISOString()} RETURNING id`,
      )
      return rows.length
    },

    async version() {
      const rows = await rowsOf<{ value: string }>(
        db,
        sql`SELECT value FROM search_meta WHERE key = 'version'`,
      )
      return rows[0]?.value ?? null
    },

    async setVersion(version) {
      await db.execute(sql`INSERT INTO search_meta (key, value) VALUES ('version', ${version})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`)
    },

    async lockForReindex() {
      // Instances starting together rebuild one after the other, not into each other.
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('vonk-search-reindex'))`)
    },

    async records() {
      return rowsOf<{ source: string; sourceId: string }>(
        db,
        sql`SELECT DISTINCT source, source_id AS "sourceId" FROM search_documents`,
      )
    },

    async counts() {
      const rows = await rowsOf<{ locale: string; n: string }>(
        db,
        sql`SELECT locale, count(*) AS n FROM search_documents GROUP BY locale`,
      )
      return Object.fromEntries(rows.map((row) => [row.locale, Number(row.n)]))
    },
  }
}
