/**
 * The benchmark's figures and its targets. Targets are relative to the framework floor
 * measured in the same run, because absolute Lighthouse numbers depend on the machine.
 */

/** Median figures of one page: scores 0–100, LCP and TBT in ms, JS in gzipped bytes. */
export type Figures = {
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  cls: number
  tbt: number
  js: number
}

export type Metric = keyof Figures

export type Check = { metric: Metric; pass: boolean; target: string }

type Target = {
  metric: Metric
  pass: (page: Figures, floor: Figures) => boolean
  describe: (floor: Figures) => string
}

const JS_BUDGET = 25_000
const TBT_BUDGET = 50
const PERF_SLACK = 2
const LCP_MAX = 1500
const LCP_FACTOR = 1.3
const CLS_LIMIT = 0.02

const perfect = (metric: 'a11y' | 'bp' | 'seo'): Target => ({
  metric,
  pass: (page) => page[metric] === 100,
  describe: () => '= 100',
})

export const targets: readonly Target[] = [
  {
    metric: 'perf',
    pass: (page, floor) => page.perf >= floor.perf - PERF_SLACK,
    describe: (floor) => `≥ ${floor.perf - PERF_SLACK} (floor − ${PERF_SLACK})`,
  },
  perfect('a11y'),
  perfect('bp'),
  perfect('seo'),
  {
    metric: 'lcp',
    pass: (page, floor) => page.lcp <= Math.min(LCP_MAX, LCP_FACTOR * floor.lcp),
    describe: (floor) =>
      `≤ ${Math.round(Math.min(LCP_MAX, LCP_FACTOR * floor.lcp))} ms (≤ 1.5 s and ≤ 1.3 × floor)`,
  },
  {
    metric: 'cls',
    pass: (page) => page.cls < CLS_LIMIT,
    describe: () => `< ${CLS_LIMIT}`,
  },
  {
    metric: 'tbt',
    pass: (page, floor) => page.tbt <= floor.tbt + TBT_BUDGET,
    describe: (floor) => `≤ ${Math.round(floor.tbt + TBT_BUDGET)} ms (floor + ${TBT_BUDGET})`,
  },
  {
    metric: 'js',
    pass: (page, floor) => page.js <= floor.js + JS_BUDGET,
    describe: (floor) =>
      `≤ ${((floor.js + JS_BUDGET) / 1000).toFixed(1)} kB (floor + ${JS_BUDGET / 1000} kB)`,
  },
]

export function checkPage(page: Figures, floor: Figures): Check[] {
  return targets.map(({ metric, pass, describe }) => ({
    metric,
    pass: pass(page, floor),
    target: describe(floor),
  }))
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] as number)) / 2
}

export function medianFigures(runs: readonly Omit<Figures, 'js'>[], js: number): Figures {
  const of = (metric: Exclude<Metric, 'js'>) => median(runs.map((run) => run[metric]))
  return {
    perf: of('perf'),
    a11y: of('a11y'),
    bp: of('bp'),
    seo: of('seo'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    js,
  }
}
