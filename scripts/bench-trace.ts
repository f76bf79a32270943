/**
 * `npm run bench:trace`: the blocking time after the first paint as a phone's CPU gives
 * it, with what it was spent on. Each page of `npm run bench` and the framework floor load
 * in Chromium with the CPU 4× slower (Lighthouse's mobile factor) and a phone's viewport,
 * on loopback, while a trace records the main thread; `scripts/bench/blocking.ts` reads
 * it. Rounds over all pages, floor first, so drift in the machine's load hits each alike.
 * Prints the medians next to the floor's. A measurement to attribute TBT, not a test.
 *
 * BENCH_RUNS (default 5) and BENCH_PAGES as for `npm run bench`. Run with Node 24 via npm.
 */
import { cpus, loadavg } from 'node:os'

import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'

import { blockingAfterFirstPaint } from './bench/blocking.ts'
import type { Blocking, TraceEvent } from './bench/blocking.ts'
import { median } from './bench/budgets.ts'
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

const CPU_SLOWDOWN = 4
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

function row(target: Target, floor: Target): string {
  const of = (pick: (run: Blocking) => number) => median(target.runs.map(pick))
  const blocking = of((run) => run.blockingMs)
  const over = blocking - median(floor.runs.map((run) => run.blockingMs))
  const spread = target.runs.map((run) => round(run.blockingMs)).join(', ')
  const sign = target === floor ? '' : ` (${over >= 0 ? '+' : '−'}${round(Math.abs(over))})`
  return `| ${target.name} | ${round(blocking)} ms${sign} | ${spread} | ${round(of((run) => run.work.style))} | ${round(of((run) => run.work.layout))} | ${round(of((run) => run.work.script))} | ${round(of((run) => run.work.parse))} |`
}

async function traceBench(servers: Server[]): Promise<void> {
  const chromePath = requireChromium()
  const runs = runCount()
  const pages = selectedPages()
  console.log(`Load average at the start: ${loadText(loadavg())} (${cpus().length} CPUs)`)
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
  for (const target of targets) console.log(row(target, floorTarget))
}

await withServers(traceBench)
