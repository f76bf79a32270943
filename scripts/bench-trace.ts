/**
 * `npm run bench:trace`: the blocking time after the first paint as a phone's CPU gives
 * it, with what it was spent on. Each page of `npm run bench` and the framework floor load
 * in Chromium with the CPU 4× slower (Lighthouse's mobile factor) and a phone's viewport,
 * on loopback, while a trace records the main thread; `scripts/bench/blocking.ts` reads
 * it. Rounds over all pages, floor first, so drift in the machine's load hits each alike.
 * Prints the medians next to the floor's, each page marked against the blocking budget
 * (BLOCKING_BUDGET: floor + 50 ms) unless the machine was busy at the start. A measurement,
 * not a test: it exits 0 when the budget is missed.
 *
 * BENCH_RUNS (default 5) and BENCH_PAGES as for `npm run bench`. Run with Node 24 via npm.
 */
import { cpus, loadavg } from 'node:os'

import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'

import { blockingAfterFirstPaint } from './bench/blocking.ts'
import type { Blocking, TraceEvent } from './bench/blocking.ts'
import {
  BLOCKING_BUDGET,
  BUSY_LOAD,
  blockingWithinBudget,
  machineBusy,
  median,
} from './bench/budgets.ts'
import { runCount, selectedPages } from './bench/pages.ts'
import { loadText } from './bench/report.ts'
import type { Page } from './bench/pages.ts'
import type { Server } from './bench/servers.ts'
import {
  ensureFloorBuild,
  ensureSiteBuild,
  requireChromium,
  startSiteAndFloor,
  withServers,
} from './bench/servers.ts'

const CPU_SLOWDOWN = BLOCKING_BUDGET.cpuSlowdown
/** Lighthouse's mobile screen: Moto G Power. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']
/** Time after `networkidle` for late tasks (hydration's tail, prefetches) to run. */
const SETTLE_MS = 1500

type Target = Page & { url: string; runs: Blocking[] }

async function traceLoad(browser: Browser, url: string): Promise<Blocking> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[]
    }
    return blockingAfterFirstPaint(trace.traceEvents)
  } finally {
    await context.close()
  }
}

const round = (value: number) => String(Math.round(value))
const blockingMedian = (target: Target) => median(target.runs.map((run) => run.blockingMs))

function row(target: Target, floor: Target, judged: boolean): string {
  const of = (pick: (run: Blocking) => number) => median(target.runs.map(pick))
  const blocking = blockingMedian(target)
  const over = blocking - blockingMedian(floor)
  const spread = target.runs.map((run) => round(run.blockingMs)).join(', ')
  const sign = target === floor ? '' : ` (${over >= 0 ? '+' : '−'}${round(Math.abs(over))})`
  const within = blockingWithinBudget(blocking, blockingMedian(floor))
  const mark = judged && target !== floor ? (within ? ' ✓' : ' ✗') : ''
  return `| ${target.name} | ${round(blocking)} ms${sign}${mark} | ${spread} | ${round(of((run) => run.work.style))} | ${round(of((run) => run.work.layout))} | ${round(of((run) => run.work.script))} | ${round(of((run) => run.work.parse))} |`
}

async function traceBench(servers: Server[]): Promise<void> {
  const chromePath = requireChromium()
  const runs = runCount()
  const pages = selectedPages()
  const startLoad = loadavg()
  const judged = !machineBusy(startLoad[0] ?? 0)
  console.log(`Load average at the start: ${loadText(startLoad)} (${cpus().length} CPUs)`)
  ensureSiteBuild()
  ensureFloorBuild()
  const { site, floor } = await startSiteAndFloor(servers)
  const targets: Target[] = [
    { name: 'floor', path: '/', url: `${floor.origin}/`, runs: [] },
    ...pages.map((page) => ({ ...page, url: site.origin + page.path, runs: [] })),
  ]
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    // One unrecorded load each: the first request of a page renders or optimizes on demand.
    for (const target of targets) await traceLoad(browser, target.url)
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        const result = await traceLoad(browser, target.url)
        target.runs.push(result)
        console.log(`  run ${run}/${runs} ${target.name}: ${round(result.blockingMs)} ms blocking`)
      }
    }
  } finally {
    await browser.close()
  }
  const [floorTarget] = targets
  if (!floorTarget) return
  console.log(
    `\nBlocking after the first paint at ${CPU_SLOWDOWN}× CPU, median of ${runs}; style, layout,` +
      ' script and parse: ms inside the long tasks (medians)\n',
  )
  console.log('| Page | Blocking | Runs | Style | Layout | Script | Parse |')
  console.log('| --- | --- | --- | --- | --- | --- | --- |')
  for (const target of targets) console.log(row(target, floorTarget, judged))
  const limit = blockingMedian(floorTarget) + BLOCKING_BUDGET.overFloorMs
  if (!judged) {
    console.log(
      `\nmachine busy: load average ${startLoad[0]?.toFixed(2)} at the start (above ${BUSY_LOAD});` +
        ' the figures are not judged against the budget.',
    )
    return
  }
  const missed = targets
    .slice(1)
    .filter((target) => !blockingWithinBudget(blockingMedian(target), blockingMedian(floorTarget)))
    .map((target) => `${target.name}: ${round(blockingMedian(target))} ms`)
  console.log(
    missed.length
      ? `\n✗ Blocking budget (≤ ${round(limit)} ms, floor + ${BLOCKING_BUDGET.overFloorMs}) missed:\n- ${missed.join('\n- ')}`
      : `\n✓ Every page within the blocking budget (≤ ${round(limit)} ms, floor + ${BLOCKING_BUDGET.overFloorMs})`,
  )
  if (runs < BLOCKING_BUDGET.runs) {
    console.log(`(${runs} runs: the budget is set on medians of ${BLOCKING_BUDGET.runs})`)
  }
}

await withServers(traceBench)
