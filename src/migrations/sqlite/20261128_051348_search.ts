import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Site search (src/cms/search): the pages visitors can reach, per language, with the
 * app's Snowball stems of their title and text, indexed by FTS5 per language
 * (`unicode61 remove_diacritics 2`) through triggers; the vocabulary with an FTS5
 * trigram index per language for typos; the queries that found nothing (text and
 * language only, 90 days); and the index's version. Outside Payload's schema: FTS5
 * tables are virtual tables it does not know. The index is filled by the first
 * `ensureSearchIndex` after this (db:prepare, server start) or `npm run search:reindex`.
 */

const locales = ['nl', 'en', 'fr'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`source\` text NOT NULL,
    \`source_id\` text NOT NULL,
    \`locale\` text NOT NULL,
    \`kind\` text NOT NULL,
    \`path\` text NOT NULL,
    \`title\` text NOT NULL,
    \`body\` text NOT NULL,
    \`title_terms\` text NOT NULL,
    \`body_terms\` text NOT NULL,
    \`updated_at\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_record_idx\` ON \`search_documents\` (\`source\`, \`source_id\`, \`locale\`);`,
  )
  await db.run(sql`CREATE TABLE \`search_words\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`locale\` text NOT NULL,
    \`word\` text NOT NULL,
    \`stem\` text NOT NULL,
    \`documents\` integer NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_words_word_idx\` ON \`search_words\` (\`locale\`, \`word\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`search_words_stem_idx\` ON \`search_words\` (\`locale\`, \`stem\`);`,
  )
  for (const locale of locales) {
    const terms = sql.raw(`search_terms_${locale}`)
    const trigrams = sql.raw(`search_word_trigrams_${locale}`)
    const when = sql.raw(`'${locale}'`)
    await db.run(sql`CREATE VIRTUAL TABLE ${terms} USING fts5(
      title_terms, body_terms, content = 'search_documents', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2');`)
    await db.run(sql`CREATE TRIGGER ${sql.raw(`search_documents_${locale}_insert`)}
      AFTER INSERT ON search_documents WHEN new.locale = ${when} BEGIN
        INSERT INTO ${terms} (rowid, title_terms, body_terms)
          VALUES (new.id, new.title_terms, new.body_terms);
      END;`)
    await db.run(sql`CREATE TRIGGER ${sql.raw(`search_documents_${locale}_delete`)}
      AFTER DELETE ON search_documents WHEN old.locale = ${when} BEGIN
        INSERT INTO ${terms} (${terms}, rowid, title_terms, body_terms)
          VALUES ('delete', old.id, old.title_terms, old.body_terms);
      END;`)
    await db.run(sql`CREATE TRIGGER ${sql.raw(`search_documents_${locale}_update`)}
      AFTER UPDATE ON search_documents WHEN old.locale = ${when} BEGIN
        INSERT INTO ${terms} (${terms}, rowid, title_terms, body_terms)
          VALUES ('delete', old.id, old.title_terms, old.body_terms);
        INSERT INTO ${terms} (rowid, title_terms, body_terms)
          VALUES (new.id, new.title_terms, new.body_terms);
      END;`)
    // Each word between ^ and $: its first and last letters make triples of their own.
    await db.run(sql`CREATE VIRTUAL TABLE ${trigrams} USING fts5(
      word, content = 'search_words', content_rowid = 'id', tokenize = 'trigram');`)
    await db.run(sql`CREATE TRIGGER ${sql.raw(`search_words_${locale}_insert`)}
      AFTER INSERT ON search_words WHEN new.locale = ${when} BEGIN
        INSERT INTO ${trigrams} (rowid, word) VALUES (new.id, '^' || new.word || '$');
      END;`)
    await db.run(sql`CREATE TRIGGER ${sql.raw(`search_words_${locale}_delete`)}
      AFTER DELETE ON search_words WHEN old.locale = ${when} BEGIN
        INSERT INTO ${trigrams} (${trigrams}, rowid, word) VALUES ('delete', old.id, '^' || old.word || '$');
      END;`)
  }
  await db.run(sql`CREATE TABLE \`search_misses\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`query\` text NOT NULL,
    \`locale\` text NOT NULL,
    \`searched_at\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE INDEX \`search_misses_searched_at_idx\` ON \`search_misses\` (\`searched_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`search_meta\` (
    \`key\` text PRIMARY KEY NOT NULL,
    \`value\` text NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const locale of locales) {
    await db.run(sql.raw(`DROP TABLE \`search_terms_${locale}\`;`))
    await db.run(sql.raw(`DROP TABLE \`search_word_trigrams_${locale}\`;`))
  }
  // Dropping the tables drops their triggers and indexes.
  await db.run(sql`DROP TABLE \`search_documents\`;`)
  await db.run(sql`DROP TABLE \`search_words\`;`)
  await db.run(sql`DROP TABLE \`search_misses\`;`)
  await db.run(sql`DROP TABLE \`search_meta\`;`)
}
