/**
 * `npm run bench:search`: how long the site search takes to answer, on SQLite and on
 * PostgreSQL, for the seeded content and for a synthetic corpus ten times its size.
 * Times the site's own search (src/cms/search/search.ts: query words, typo lookup,
 * the engine's query, snippets) in-process, per query: p50 and p95 of the results
 * page's search and of the suggestions. Goal: p95 ≤ 20 ms at 10×, on both.
 *
 * Works on copies: the seeded SQLite database (data/payload.db, from `npm run build`) is
 * copied into a scratch folder; PostgreSQL is a throwaway cluster (Debian's package) on
 * a port of BENCH_PORTS. Its pages are the seeded index's, exported from the copy.
 * A measurement, not a test: it exits 0 when the goal is missed, and says so.
 * BENCH_SEARCH_ROUNDS (default 25) sets how often each query is asked.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'

import { startPostgres, type Cluster } from './support/postgres.ts'
import { scratchDir } from './support/services.ts'

type Figure = { n: number; p50: number; p95: number; max: number }
type Result = { pages: number; writeMs: number; search: Figure; suggest: Figure }

const goalMs = 20
const worker = 'scripts/bench/searchWorker.ts'

function payloadRun(args: string[], env: Record<string, string>): string {
  const run = spawnSync('npx', ['payload', 'run', worker, '--', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) {
    throw new Error(`${worker} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`)
  }
  return run.stdout
}

function measure(env: Record<string, string>, docs: string, times: number): Result {
  const out = payloadRun(['measure', docs, String(times)], env)
  const line = out.split('\n').find((text) => text.startsWith('RESULT '))
  if (!line) throw new Error(`no result from ${worker}:\n${out}`)
  return JSON.parse(line.slice('RESULT '.length)) as Result
}

function port(): number {
  const [first] = (process.env.BENCH_PORTS ?? '3300-3399').split('-').map(Number)
  return (first ?? 3300) + 90
}

if (!existsSync('data/payload.db')) {
  console.error('No seeded database: run `npm run build` first.')
  process.exit(1)
}

const dir = scratchDir('vonk-bench-search-')
const results: Record<string, Result> = {}
let cluster: Cluster | undefined
try {
  const copy = path.join(dir, 'bench.db')
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(`data/payload.db${suffix}`))
      copyFileSync(`data/payload.db${suffix}`, `${copy}${suffix}`)
  }
  const sqlite = { DATABASE_URL: `file:${copy}`, MEDIA_DIR: path.join(dir, 'media') }
  const docs = path.join(dir, 'pages.json')
  console.log(payloadRun(['export', docs], sqlite).trim().split('\n').at(-1))
  for (const times of [1, 10]) {
    results[`SQLite ${times}×`] = measure(sqlite, docs, times)
    console.log(`SQLite ${times}×`, JSON.stringify(results[`SQLite ${times}×`]))
  }
  cluster = startPostgres(dir, port())
  const postgres = {
    DATABASE_URL: cluster.createDatabase('vonk_bench_search'),
    MEDIA_DIR: path.join(dir, 'media'),
  }
  for (const times of [1, 10]) {
    results[`PostgreSQL ${times}×`] = measure(postgres, docs, times)
    console.log(`PostgreSQL ${times}×`, JSON.stringify(results[`PostgreSQL ${times}×`]))
  }
} finally {
  cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
}

const rows = Object.entries(results).map(([name, result]) => ({
  corpus: name,
  pages: result.pages,
  'index write (ms)': result.writeMs,
  'search p50': result.search.p50,
  'search p95': result.search.p95,
  'suggest p50': result.suggest.p50,
  'suggest p95': result.suggest.p95,
}))
console.log(
  `\nSite search, ms per query (${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}):`,
)
console.table(rows)
const missed = Object.entries(results).filter(
  ([name, result]) =>
    name.endsWith('10×') && (result.search.p95 > goalMs || result.suggest.p95 > goalMs),
)
console.log(
  missed.length
    ? `Goal missed (p95 ≤ ${goalMs} ms at 10×): ${missed.map(([name]) => name).join(', ')}`
    : `Goal met: p95 ≤ ${goalMs} ms at 10× on SQLite and PostgreSQL.`,
)
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/search.json',
  JSON.stringify(
    { at: new Date().toISOString(), cores: cpus().length, load: loadavg(), results },
    null,
    2,
  ),
)
