/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on six pages of the production
 * build, three runs each, next to the framework floor (`bench/floor`, a Next.js page
 * without client components) measured in the same run; prints the medians, the gzipped
 * first-load JS and the targets met or missed, and writes `bench/results/latest.json`.
 * A measurement, not a test: it exits 0 when targets are missed.
 *
 * BENCH_RUNS (default 3), BENCH_PAGES (names or paths, e.g. `home,faq,/over-ons`),
 * BENCH_REBUILD=1 (rebuild the site first). Run with Node 24 through npm.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import { chromiumPath } from '../tests/e2e/support/env.ts'
import { measureFirstLoadJs } from './bench/firstLoadJs.ts'
import type { FirstLoadJs } from './bench/firstLoadJs.ts'
import { killAllChrome, lighthouseRun, warmUp } from './bench/lighthouse.ts'
import type { Run } from './bench/lighthouse.ts'
import { auditLines, heldFrameLines, missedTargets, table } from './bench/report.ts'
import type { AuditTally, PageReport } from './bench/report.ts'
import type { Server } from './bench/servers.ts'
import {
  FLOOR_DIR,
  ensureFloorBuild,
  ensureSiteBuild,
  freePort,
  killServerNow,
  reportExit,
  startServer,
  stopServer,
  waitReady,
} from './bench/servers.ts'
import { checkPage, median, medianFigures } from './bench/targets.ts'

type Page = { name: string; path: string }
type Target = Page & { url: string }
type Measured = Target & { runs: Run[]; js: FirstLoadJs }

const PAGES: readonly Page[] = [
  { name: 'home', path: '/' },
  { name: 'case', path: '/cases/gaivota' },
  { name: 'post', path: '/blogs/core-web-vitals-uitgelegd' },
  { name: 'service', path: '/services/ecommerce' },
  { name: 'faq', path: '/faq' },
  { name: 'contact', path: '/contact' },
]
const RESULTS_FILE = 'bench/results/latest.json'

/** BENCH_PAGES picks pages by name; an entry starting with `/` is measured as it is. */
function selectedPages(): Page[] {
  const wanted = process.env.BENCH_PAGES?.split(',').map((entry) => entry.trim())
  if (!wanted?.length || wanted.every((entry) => !entry)) return [...PAGES]
  return wanted.filter(Boolean).map((entry) => {
    const page = entry.startsWith('/')
      ? { name: entry, path: entry }
      : PAGES.find(({ name }) => name === entry)
    if (!page) throw new Error(`BENCH_PAGES: unknown page ${entry} (${PAGES.map((p) => p.name)})`)
    return page
  })
}

function runCount(): number {
  const runs = Number(process.env.BENCH_RUNS ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1')
  return runs
}

function requireChromium(): string {
  const path = chromiumPath()
  if (path) return path
  throw new Error('No Chromium: apt-get install -y chromium, or set CHROMIUM_PATH.')
}

/** Starts both servers on free loopback ports; `servers` collects them for the cleanup. */
async function startServers(servers: Server[]): Promise<{ site: Server; floor: Server }> {
  const sitePort = await freePort()
  const floorPort = await freePort([sitePort])
  const site = startServer('site', ['start'], sitePort)
  servers.push(site)
  const floorArgs = ['exec', '--', 'next', 'start', FLOOR_DIR, '-p', String(floorPort)]
  const floor = startServer('floor', [...floorArgs, '-H', '127.0.0.1'], floorPort)
  servers.push(floor)
  await Promise.all([waitReady(site), waitReady(floor)])
  return { site, floor }
}

/** Measures the first-load JS (fetching the page and its scripts) and loads it once. */
async function warm(target: Target, chrome: string): Promise<Measured> {
  console.log(`  warm-up ${target.name} ${target.url}`)
  const js = await measureFirstLoadJs(target.url)
  await warmUp(target.url, chrome)
  return { ...target, js, runs: [] }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A second try after a failed run: on a busy machine one failure should not waste the rest. */
async function lighthouseRunOrRetry(target: Target, chrome: string): Promise<Run> {
  try {
    return await lighthouseRun(target.url, chrome)
  } catch (error) {
    console.log(`  ${target.name}: ${message(error)}\n  trying once more`)
    return lighthouseRun(target.url, chrome)
  }
}

/** Rounds over all targets, floor first, so drift in the machine's load hits each alike. */
async function measure(targets: readonly Measured[], runs: number, chrome: string) {
  for (let round = 1; round <= runs; round++) {
    for (const target of targets) {
      const started = Date.now()
      const run = await lighthouseRunOrRetry(target, chrome)
      target.runs.push(run)
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      const held = run.heldBeginFrames ? ', first frame held by Chromium' : ''
      console.log(`  run ${round}/${runs} ${target.name}: perf ${run.perf}${held}, ${seconds} s`)
    }
  }
}

function tallyAudits(runs: readonly Run[]): AuditTally[] {
  const tally = new Map<string, AuditTally>()
  for (const audit of runs.flatMap((run) => run.failingAudits)) {
    const key = `${audit.category}/${audit.id}`
    const seen = tally.get(key)
    tally.set(key, { ...audit, runs: (seen?.runs ?? 0) + 1 })
  }
  return [...tally.values()]
}

function pageReport(measured: Measured, floor: Measured): PageReport {
  const figures = medianFigures(measured.runs, measured.js.gzipBytes)
  const floorFigures = medianFigures(floor.runs, floor.js.gzipBytes)
  return {
    name: measured.name,
    path: measured.path,
    figures,
    checks: checkPage(figures, floorFigures),
    failingAudits: tallyAudits(measured.runs),
  }
}

/** How fast the CPU was in the runs, so a reader can tell a quiet machine from a busy one. */
function cpuSpeed(targets: readonly Measured[]): string {
  const indexes = targets.flatMap((target) => target.runs.map((run) => run.benchmarkIndex))
  const range = `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
  return `Lighthouse BenchmarkIndex (CPU speed) median ${Math.round(median(indexes))}, ${range}`
}

function printReport(floor: Measured, pages: readonly Measured[], runs: number): PageReport[] {
  const reports = pages.map((page) => pageReport(page, floor))
  const floorFigures = medianFigures(floor.runs, floor.js.gzipBytes)
  console.log(`\nMedians of ${runs} Lighthouse run(s), mobile; JS = gzipped <script src> files`)
  console.log(`${cpuSpeed([floor, ...pages])}; load average ${loadavg()[0]?.toFixed(1)}\n`)
  console.log(table(floorFigures, reports))
  const missed = missedTargets(reports)
  console.log(
    missed.length ? `\n✗ Targets missed:\n- ${missed.join('\n- ')}` : '\n✓ All targets met',
  )
  const held = heldFrameLines([floor, ...pages])
  if (held.length) {
    console.log(
      `\nFirst frame held by Chromium (viz ThrottleUndrawnFrames, GoogleChrome/lighthouse#17148;` +
        ` FCP and LCP of those runs include up to 1–2 s of an idle page): ${held.join(', ')}`,
    )
  }
  const audits = auditLines(reports, runs)
  if (audits.length) console.log(`\nAudits below 1 (A11y, BP, SEO):\n- ${audits.join('\n- ')}`)
  const floorAudits = auditLines([{ name: 'floor', failingAudits: tallyAudits(floor.runs) }], runs)
  if (floorAudits.length) console.log(`\nFloor audits below 1:\n- ${floorAudits.join('\n- ')}`)
  return reports
}

function writeResults(floor: Measured, pages: readonly Measured[], reports: PageReport[]): void {
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg() },
    floor: { ...floor, figures: medianFigures(floor.runs, floor.js.gzipBytes) },
    pages: pages.map((page, index) => ({ ...page, ...reports[index] })),
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(RESULTS_FILE, JSON.stringify(result, null, 2) + '\n')
  console.log(`\nWritten to ${RESULTS_FILE}`)
}

async function bench(servers: Server[]): Promise<void> {
  const pages = selectedPages()
  const runs = runCount()
  const chrome = requireChromium()
  ensureSiteBuild()
  ensureFloorBuild()
  const { site, floor } = await startServers(servers)
  console.log(`\nWarming up (site ${site.origin}, floor ${floor.origin})`)
  const floorPage = await warm({ name: 'floor', path: '/', url: `${floor.origin}/` }, chrome)
  const measured = []
  for (const page of pages) {
    measured.push(await warm({ ...page, url: site.origin + page.path }, chrome))
  }
  console.log(`\nLighthouse, ${runs} run(s) of ${measured.length + 1} pages`)
  await measure([floorPage, ...measured], runs, chrome)
  writeResults(floorPage, measured, printReport(floorPage, measured, runs))
}

async function main(): Promise<void> {
  const servers: Server[] = []
  const abort = () => {
    killAllChrome()
    servers.forEach(killServerNow)
    process.exit(130)
  }
  process.once('SIGINT', abort)
  process.once('SIGTERM', abort)
  try {
    await bench(servers)
  } catch (error) {
    console.error(`\n✖ ${message(error)}`)
    servers.forEach((server) => reportExit(server))
    process.exitCode = 1
  } finally {
    killAllChrome()
    await Promise.all(servers.map(stopServer))
  }
}

await main()
