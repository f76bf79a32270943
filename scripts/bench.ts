/**
 * `npm run bench`: Lighthouse 13 (mobile) on six pages of the production build, next to
 * the framework floor (`bench/floor`, a Next.js page without client components) measured
 * in the same rounds, in two passes per run: simulated throttling (scores; its TBT is
 * printed, not judged: `npm run bench:trace` judges blocking time) and applied throttling
 * (LCP, FCP). Prints the medians, the gzipped first-load JS and HTML,
 * the budgets met or missed (unless the machine was busy at the start), and writes
 * `bench/results/latest.json`. A measurement, not a test: it exits 0 when budgets are missed.
 *
 * BENCH_RUNS (default 5), BENCH_PAGES (names or paths, e.g. `home,faq,/over-ons`),
 * BENCH_PASSES (`simulated,applied`, the default, or one of them), BENCH_REBUILD=1
 * (rebuild the site first), BENCH_EDGE_URL (sizes through the edge, see throughEdge). Run with Node 24 through npm.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import { killAllChrome, lighthouseRun, warmUp } from './bench/lighthouse.ts'
import type { Run } from './bench/lighthouse.ts'
import {
  auditLines,
  heldFrameLines,
  layoutShiftLines,
  lcpElementLines,
  loadText,
  missedBudgets,
  table,
} from './bench/report.ts'
import type { AuditTally, PageReport } from './bench/report.ts'
import type { Server } from './bench/servers.ts'
import {
  ensureFloorBuild,
  ensureSiteBuild,
  requireChromium,
  startSiteAndFloor,
  withServers,
} from './bench/servers.ts'
import { runCount, selectedPages } from './bench/pages.ts'
import type { Page } from './bench/pages.ts'
import { collectorSize, measureFirstLoadJs, measureHtml, sizesUrl } from './bench/sizes.ts'
import type { FirstLoadJs, HtmlSize } from './bench/sizes.ts'
import {
  BUSY_LOAD,
  PASSES,
  checkPage,
  machineBusy,
  median,
  medianFigures,
} from './bench/budgets.ts'
import type { Figures, Pass } from './bench/budgets.ts'

type Target = Page & { url: string }
type Measured = Target & { runs: Run[]; js: FirstLoadJs; html: HtmlSize }

const RESULTS_FILE = 'bench/results/latest.json'

/** BENCH_PASSES: `simulated`, `applied` or both (the default), comma-separated. */
function selectedPasses(): Pass[] {
  const wanted = process.env.BENCH_PASSES?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!wanted?.length) return [...PASSES]
  const unknown = wanted.filter((entry) => !PASSES.includes(entry as Pass))
  if (unknown.length) throw new Error(`BENCH_PASSES: unknown ${unknown} (${PASSES})`)
  return PASSES.filter((pass) => wanted.includes(pass))
}

/**
 * BENCH_EDGE_URL (e.g. https://localhost, while `EDGE_KEEP=1 npm run test:edge` keeps
 * its edge up): the site's sizes are taken through that edge, as a visitor gets them.
 */
function throughEdge(target: Target): string {
  return target.name === 'floor' ? target.url : sizesUrl(target.url, process.env.BENCH_EDGE_URL)
}

/** Measures the sizes (fetching the page and its scripts) and loads the page once. */
async function warm(target: Target, chrome: string): Promise<Measured> {
  console.log(`  warm-up ${target.name} ${target.url}`)
  const js = await measureFirstLoadJs(throughEdge(target))
  await warmUp(target.url, chrome)
  // After the warm-up, as a visitor after the first gets it (Next.js's cache has the page).
  const html = await measureHtml(throughEdge(target))
  return { ...target, js, html, runs: [] }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A second try after a failed run: on a busy machine one failure should not waste the rest. */
async function lighthouseRunOrRetry(target: Target, chrome: string, pass: Pass): Promise<Run> {
  try {
    return await lighthouseRun(target.url, chrome, pass)
  } catch (error) {
    console.log(`  ${target.name}: ${message(error)}\n  trying once more`)
    return lighthouseRun(target.url, chrome, pass)
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function runLine(run: Run): string {
  const held = run.heldBeginFrames ? ', first frame held by Chromium' : ''
  const figures =
    run.pass === 'simulated'
      ? `perf ${run.perf}, TBT ${Math.round(run.tbt)} ms, LCP ${seconds(run.lcp)}`
      : `LCP ${seconds(run.lcp)}, FCP ${seconds(run.fcp)}, CLS ${run.cls.toFixed(3)}`
  return `${run.pass} ${figures}${held}`
}

/**
 * Rounds over all targets, floor first, each pass in turn, so drift in the machine's load
 * hits each page and pass alike.
 */
async function measure(
  targets: readonly Measured[],
  runs: number,
  passes: readonly Pass[],
  chrome: string,
) {
  for (let round = 1; round <= runs; round++) {
    for (const target of targets) {
      for (const pass of passes) {
        const started = Date.now()
        const run = await lighthouseRunOrRetry(target, chrome, pass)
        target.runs.push(run)
        const took = ((Date.now() - started) / 1000).toFixed(0)
        console.log(`  run ${round}/${runs} ${target.name}: ${runLine(run)}, ${took} s`)
      }
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

function figuresOf(measured: Measured): Figures {
  const of = (pass: Pass) => measured.runs.filter((run) => run.pass === pass)
  return medianFigures(
    { simulated: of('simulated'), applied: of('applied') },
    { js: measured.js.gzipBytes, html: measured.html.gzipBytes },
    measured.noindex,
  )
}

function pageReport(measured: Measured, floor: Measured): PageReport {
  const figures = figuresOf(measured)
  const floorFigures = figuresOf(floor)
  return {
    name: measured.name,
    path: measured.path,
    figures,
    checks: checkPage(figures, floorFigures, measured.lcp),
    failingAudits: tallyAudits(measured.runs),
  }
}

/** How fast the CPU was in the runs, so a reader can tell a quiet machine from a busy one. */
function cpuSpeed(targets: readonly Measured[]): string {
  const indexes = targets.flatMap((target) => target.runs.map((run) => run.benchmarkIndex))
  const range = `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
  return `Lighthouse BenchmarkIndex (CPU speed) median ${Math.round(median(indexes))}, ${range}`
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** What each page transfers with Brotli and with gzip (the budgets above are gzip). */
function transferTable(targets: readonly Measured[]): string {
  const rows = targets.map(
    ({ name, js, html }) =>
      `| ${name} | ${kB(js.brBytes)} | ${kB(js.gzipBytes)} | ${kB(html.brBytes)} | ${kB(html.gzipBytes)} |`,
  )
  return [
    '\nTransferred (first-load JS files and the HTML document, as served):\n',
    '| Page | JS br | JS gz | HTML br | HTML gz |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n')
}

/** The visitor-insight collector's cost, next to the first-load JS it is not part of. */
function collectorLine(): string {
  const collector = collectorSize(process.env.NEXT_DIST_DIR || '.next')
  if (!collector) return '\nVisitor insight collector: none in this build (VISITOR_INSIGHT=off?)'
  return (
    `\nVisitor insight collector (fetched once the page is idle, not in the first-load JS): ` +
    `${kB(collector.gzipBytes)} gz, ${kB(collector.brBytes)} br (${collector.file}; goal ≤ 2 kB gz)`
  )
}

type Context = { runs: number; passes: readonly Pass[]; startLoad: readonly number[] }

function printReport(floor: Measured, pages: readonly Measured[], context: Context): PageReport[] {
  const reports = pages.map((page) => pageReport(page, floor))
  const busy = machineBusy(context.startLoad[0] ?? 0)
  console.log(
    `\nMedians of ${context.runs} Lighthouse run(s) per pass (${context.passes.join(', ')}),` +
      ` mobile; JS = gzipped <script src> files, HTML = the document as served gzipped`,
  )
  console.log(cpuSpeed([floor, ...pages]))
  console.log(
    `Load average (1, 5, 15 min): ${loadText(context.startLoad)} at the start,` +
      ` ${loadText(loadavg())} at the end; ${cpus().length} CPUs\n`,
  )
  console.log(table(figuresOf(floor), reports, !busy))
  console.log(transferTable([floor, ...pages]))
  console.log(collectorLine())
  if (busy) {
    console.log(
      `\nmachine busy: load average ${context.startLoad[0]?.toFixed(2)} at the start` +
        ` (above ${BUSY_LOAD}); the figures are not judged against the budgets.`,
    )
  } else {
    const missed = missedBudgets(reports)
    console.log(
      missed.length ? `\n✗ Budgets missed:\n- ${missed.join('\n- ')}` : '\n✓ All budgets met',
    )
    const moonshot = reports.filter((report) => report.figures.perf !== 100).map((r) => r.name)
    if (context.passes.includes('simulated')) {
      console.log(
        moonshot.length
          ? `Moonshot (Performance 100 everywhere, not gated): not yet on ${moonshot.join(', ')}`
          : 'Moonshot (Performance 100 everywhere, not gated): reached',
      )
    }
  }
  const elements = lcpElementLines([floor, ...pages])
  if (elements.length) {
    console.log(
      `\nLCP element in the applied runs, and median subparts:\n- ${elements.join('\n- ')}`,
    )
  }
  const shifts = layoutShiftLines([floor, ...pages])
  if (shifts.length)
    console.log(`\nLayout shifts of runs with CLS ≥ 0.01:\n- ${shifts.join('\n- ')}`)
  const held = heldFrameLines([floor, ...pages])
  if (held.length) {
    console.log(
      `\nFirst frame held by Chromium (viz ThrottleUndrawnFrames, GoogleChrome/lighthouse#17148;` +
        ` FCP and LCP of those runs include up to 1–2 s of an idle page): ${held.join(', ')}`,
    )
  }
  const audits = auditLines(reports, context.runs)
  if (audits.length) console.log(`\nAudits below 1 (A11y, BP, SEO):\n- ${audits.join('\n- ')}`)
  const floorTally = [{ name: 'floor', failingAudits: tallyAudits(floor.runs) }]
  const floorAudits = auditLines(floorTally, context.runs)
  if (floorAudits.length) console.log(`\nFloor audits below 1:\n- ${floorAudits.join('\n- ')}`)
  return reports
}

function writeResults(
  floor: Measured,
  pages: readonly Measured[],
  reports: PageReport[],
  context: Context,
): void {
  const startLoad = context.startLoad[0] ?? 0
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      loadavgAtStart: context.startLoad,
      loadavgAtEnd: loadavg(),
      busy: machineBusy(startLoad),
    },
    runs: context.runs,
    passes: context.passes,
    floor: { ...floor, figures: figuresOf(floor) },
    pages: pages.map((page, index) => ({ ...page, ...reports[index] })),
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(RESULTS_FILE, JSON.stringify(result, null, 2) + '\n')
  console.log(`\nWritten to ${RESULTS_FILE}`)
}

async function bench(servers: Server[]): Promise<void> {
  const startLoad = loadavg()
  const pages = selectedPages()
  const runs = runCount()
  const passes = selectedPasses()
  const chrome = requireChromium()
  console.log(`Load average at the start: ${loadText(startLoad)} (${cpus().length} CPUs)`)
  if (machineBusy(startLoad[0] ?? 0)) {
    console.log(`machine busy (above ${BUSY_LOAD}): measuring, but the budgets will not be judged`)
  }
  ensureSiteBuild()
  ensureFloorBuild()
  const { site, floor } = await startSiteAndFloor(servers)
  console.log(`\nWarming up (site ${site.origin}, floor ${floor.origin})`)
  const floorPage = await warm({ name: 'floor', path: '/', url: `${floor.origin}/` }, chrome)
  const measured = []
  for (const page of pages) {
    measured.push(await warm({ ...page, url: site.origin + page.path }, chrome))
  }
  console.log(`\nLighthouse, ${runs} run(s) of ${measured.length + 1} pages, ${passes.join(' + ')}`)
  await measure([floorPage, ...measured], runs, passes, chrome)
  const context = { runs, passes, startLoad }
  writeResults(floorPage, measured, printReport(floorPage, measured, context), context)
}

await withServers(bench, killAllChrome)
