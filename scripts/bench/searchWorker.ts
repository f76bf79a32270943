/**
 * The measuring half of `npm run bench:search`, run inside Payload (`payload run`) on
 * the database DATABASE_URL names (a copy, or a throwaway PostgreSQL):
 *
 * - `export <file>`: the seeded index's pages (search_documents) as JSON;
 * - `measure <file> <times>`: writes those pages into the index `times` over (1: the
 *   seeded content; 10: a synthetic corpus ten times its size, each copy of a page
 *   with its sentences mixed with those of other pages of its language), then times
 *   the site's own search (searchSite, suggestPages) on a fixed set of queries, and
 *   prints one JSON line of figures.
 */
import { writeFileSync, readFileSync } from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { searchSite, suggestPages } from '@/cms/search/search'
import { searchStore } from '@/cms/search/store'
import { ensureSearchIndex } from '@/cms/search/sync'
import type { Locale } from '@/lib/i18n/locales'
import type { SearchDocument } from '@/lib/search/documents'

const [mode, file, times] = process.argv.slice(2).filter((arg) => arg !== '--')
const payload = await getPayload({ config })
await payload.db.migrate()

type Row = SearchDocument

const queries: Record<Locale, string[]> = {
  nl: [
    'webshop',
    'webshops',
    'google ads',
    'toegankelijkheid',
    'zwemkleeding',
    'webhsop',
    'shopify migratie',
    'seo checklist',
    'merkidentiteit',
    'de beste marketing voor mijn bedrijf',
    'chatbot klantenservice',
    'xyzzyq',
    'onbestaandwoordje',
  ],
  en: [
    'webshop',
    'accessibility',
    'google ads campaigns',
    'brand identity',
    'shopfiy',
    'email automation',
    'landing page copywriting',
    'xyzzyq',
  ],
  fr: [
    'référencement',
    'referencement',
    'boutique en ligne',
    'accessibilite',
    'campagne google',
    'automatisation des e-mails',
    'xyzzyq',
  ],
}
const typed: Record<Locale, string[]> = {
  nl: ['webs', 'google a', 'toeg', 'merk'],
  en: ['acc', 'brand i', 'shop'],
  fr: ['bouti', 'réfé', 'camp'],
}

/** A deterministic shuffle, so two runs measure the same corpus. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

function synthetic(rows: Row[], copies: number): Row[] {
  if (copies <= 1) return rows
  const next = random(37)
  const sentences = new Map<Locale, string[]>()
  for (const row of rows) {
    const list = sentences.get(row.locale) ?? []
    list.push(...row.body.split(/(?<=[.!?])\s+/).filter(Boolean))
    sentences.set(row.locale, list)
  }
  const out: Row[] = [...rows]
  for (let copy = 1; copy < copies; copy++) {
    for (const row of rows) {
      const own = row.body.split(/(?<=[.!?])\s+/)
      const pool = sentences.get(row.locale) ?? []
      const mixed = own.map((sentence) =>
        next() < 0.5 ? sentence : (pool[Math.floor(next() * pool.length)] ?? sentence),
      )
      out.push({
        ...row,
        sourceId: `${row.sourceId}-synthetic-${copy}`,
        path: `${row.path.split('#')[0]}-${copy}`,
        title: `${row.title} (${copy})`,
        body: mixed.join(' '),
      })
    }
  }
  return out
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

if (mode === 'export') {
  await ensureSearchIndex(payload)
  const db = (payload.db as unknown as { drizzle: { all: (q: unknown) => Promise<Row[]> } }).drizzle
  const { sql } = await import('@payloadcms/db-sqlite')
  const rows = await db.all(
    sql`SELECT source, source_id AS "sourceId", locale, kind, path, title, body FROM search_documents`,
  )
  writeFileSync(String(file), JSON.stringify(rows))
  console.log(`exported ${rows.length} pages`)
} else if (mode === 'measure') {
  const rows = synthetic(JSON.parse(readFileSync(String(file), 'utf8')) as Row[], Number(times))
  const started = performance.now()
  const { createLocalReq, initTransaction, commitTransaction } = await import('payload')
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const store = await searchStore(payload, req)
  const byRecord = new Map<string, Row[]>()
  for (const row of rows) {
    const key = `${row.source}\u0000${row.sourceId}`
    byRecord.set(key, [...(byRecord.get(key) ?? []), row])
  }
  // As `npm run search:reindex` writes the index (src/cms/search/sync.ts).
  await store.rebuild([...byRecord.values()])
  await commitTransaction(req)
  const writeMs = performance.now() - started
  const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 25)
  const samples = { search: [] as number[], suggest: [] as number[] }
  for (let round = 0; round <= rounds; round++) {
    for (const locale of ['nl', 'en', 'fr'] as const) {
      for (const query of queries[locale]) {
        const at = performance.now()
        await searchSite(payload, locale, query, { limit: 10, offset: 0 })
        if (round > 0) samples.search.push(performance.now() - at)
      }
      for (const text of typed[locale]) {
        const at = performance.now()
        await suggestPages(payload, locale, text, 6)
        if (round > 0) samples.suggest.push(performance.now() - at)
      }
    }
  }
  const figure = (values: number[]) => ({
    n: values.length,
    p50: Number(percentile(values, 50).toFixed(2)),
    p95: Number(percentile(values, 95).toFixed(2)),
    max: Number(Math.max(...values).toFixed(2)),
  })
  console.log(
    `RESULT ${JSON.stringify({
      pages: rows.length,
      writeMs: Math.round(writeMs),
      search: figure(samples.search),
      suggest: figure(samples.suggest),
    })}`,
  )
}
process.exit(0)
