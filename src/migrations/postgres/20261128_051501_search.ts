import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Site search (src/cms/search): the pages visitors can reach, per language, with their
 * weighted tsvector (title A, text D, in the language's configuration over `unaccent`ed
 * text) under a GIN index; the vocabulary with a GiST trigram index (pg_trgm) for
 * typos, its words in byte order (COLLATE "C") so a prefix is a range of the unique
 * index; the queries that found nothing (text and language only, 90 days); and the
 * index's version. Outside Payload's schema. `unaccent` and `pg_trgm` are trusted
 * extensions: the database's owner may create them. The index is filled by the first
 * `ensureSearchIndex` after this (db:prepare, server start) or `npm run search:reindex`.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "source" varchar NOT NULL,
    "source_id" varchar NOT NULL,
    "locale" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "path" varchar NOT NULL,
    "title" text NOT NULL,
    "body" text NOT NULL,
    "title_vector" tsvector NOT NULL,
    "vector" tsvector NOT NULL,
    "updated_at" timestamp(3) with time zone NOT NULL
  );
  CREATE UNIQUE INDEX "search_documents_record_idx" ON "search_documents" USING btree ("source", "source_id", "locale");
  CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");
  CREATE TABLE "search_words" (
    "id" serial PRIMARY KEY NOT NULL,
    "locale" varchar NOT NULL,
    "word" text COLLATE "C" NOT NULL,
    "stem" text NOT NULL,
    "documents" integer NOT NULL
  );
  CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" USING btree ("locale", "word");
  CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("locale", "stem");
  CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
  CREATE TABLE "search_misses" (
    "id" serial PRIMARY KEY NOT NULL,
    "query" text NOT NULL,
    "locale" varchar NOT NULL,
    "searched_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX "search_misses_searched_at_idx" ON "search_misses" USING btree ("searched_at");
  CREATE TABLE "search_meta" (
    "key" varchar PRIMARY KEY NOT NULL,
    "value" varchar NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The extensions stay: other code may use them, and they hold no data.
  await db.execute(sql`
  DROP TABLE "search_documents";
  DROP TABLE "search_words";
  DROP TABLE "search_misses";
  DROP TABLE "search_meta";`)
}
