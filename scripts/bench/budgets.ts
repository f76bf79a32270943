/**
 * The benchmark's figures and its budgets. Most budgets are relative to the framework
 * floor measured in the same run, because absolute Lighthouse numbers depend on the
 * machine; LCP has an absolute cap as well, and the HTML size is absolute.
 *
 * Two Lighthouse passes feed the figures (lighthouse.ts): the simulated one (Lighthouse's
 * default, what PageSpeed Insights reports) gives the scores and a TBT that is printed but
 * not judged; the applied one (the same mobile profile enforced in the browser) gives the
 * LCP a visitor gets. Blocking time is judged on `npm run bench:trace` (blockingBudget).
 */

/** Lighthouse's two ways of throttling: estimated afterwards, or enforced in the browser. */
export type Pass = 'simulated' | 'applied'
export const PASSES: readonly Pass[] = ['simulated', 'applied']

/** What one Lighthouse run measured: scores 0–100, times in ms. */
export type RunFigures = {
  perf: number
  a11y: number
  bp: number
  seo: number
  /** SEO without Lighthouse's is-crawlable, for a page that must say `noindex`. */
  seoNoindex: number
  lcp: number
  fcp: number
  cls: number
  tbt: number
}

/**
 * Median figures of one page, and its sizes. A figure of a pass that did not run
 * (BENCH_PASSES) is undefined, and its budget is not judged.
 */
export type Figures = {
  /** Simulated pass: scores, TBT, and its LCP (reported, not judged). */
  perf?: number
  a11y?: number
  bp?: number
  seo?: number
  tbt?: number
  simLcp?: number
  /** Applied pass: LCP and FCP. */
  lcp?: number
  fcp?: number
  /** The worse of the two passes' medians. */
  cls?: number
  /** First-load JS and the HTML document, gzipped bytes. */
  js: number
  html: number
}

export type Metric = keyof Figures

export type Check = { metric: Metric; pass: boolean; target: string }

/**
 * What a page's LCP element is on a phone. An image needs a request of its own after the
 * HTML's, so it cannot arrive before the profile's second round trip: a case and a post
 * lead with their visual, by design, and get the image budget.
 */
export type LcpKind = 'text' | 'image'

type Budget = {
  metric: Metric
  /** Undefined when a figure it needs was not measured. */
  pass: (page: Figures, floor: Figures, lcpKind: LcpKind) => boolean | undefined
  describe: (floor: Figures, lcpKind: LcpKind) => string
}

export const BUDGETS = {
  perfSlack: 2,
  lcpMaxMs: 1200,
  lcpOverFloorMs: 500,
  /** What Lighthouse's mobile profile adds to every request (its RTT of 150 ms × 3.75). */
  requestMs: 562.5,
  /** An image LCP's allowance beyond its own request: its transfer and paint. */
  imageLcpSlackMs: 100,
  jsBytes: 25_000,
  htmlBytes: 25_000,
  clsBelow: 0.02,
} as const

/**
 * The blocking-time budget, judged on `npm run bench:trace` and not on Lighthouse's
 * simulated TBT, whose single runs spread two- to threefold on two cores: the median
 * blocking after the first paint of `runs` traced loads at `cpuSlowdown`× CPU may exceed
 * the floor's median of the same rounds by `overFloorMs`.
 */
export const BLOCKING_BUDGET = { overFloorMs: 50, cpuSlowdown: 4, runs: 5 } as const

/** Whether a page's traced blocking median is within the floor's + 50 ms. */
export function blockingWithinBudget(pageMedianMs: number, floorMedianMs: number): boolean {
  return pageMedianMs <= floorMedianMs + BLOCKING_BUDGET.overFloorMs
}

const both = (
  a: number | undefined,
  b: number | undefined,
  test: (a: number, b: number) => boolean,
) => (a === undefined || b === undefined ? undefined : test(a, b))
const one = (a: number | undefined, test: (a: number) => boolean) =>
  a === undefined ? undefined : test(a)

/**
 * The LCP a page may take under applied throttling. Text: the absolute cap or the floor's
 * plus the allowance, the lower. Image: the floor's plus one request of the profile plus
 * 0.1 s, with no absolute cap (the floor is text, so its LCP is the HTML's arrival).
 */
export function lcpLimit(floorLcp: number, lcpKind: LcpKind = 'text'): number {
  if (lcpKind === 'image') return floorLcp + BUDGETS.requestMs + BUDGETS.imageLcpSlackMs
  return Math.min(BUDGETS.lcpMaxMs, floorLcp + BUDGETS.lcpOverFloorMs)
}

function describeLcp(floor: Figures, lcpKind: LcpKind): string {
  const limit = `≤ ${Math.round(lcpLimit(floor.lcp ?? NaN, lcpKind))} ms`
  return lcpKind === 'image'
    ? `${limit} (image: floor + one request ${BUDGETS.requestMs} ms + ${BUDGETS.imageLcpSlackMs / 1000} s)`
    : `${limit} (≤ ${BUDGETS.lcpMaxMs / 1000} s and ≤ floor + ${BUDGETS.lcpOverFloorMs / 1000} s)`
}

const perfect = (metric: 'a11y' | 'bp' | 'seo'): Budget => ({
  metric,
  pass: (page) => one(page[metric], (score) => score === 100),
  describe: () => '= 100',
})

export const budgets: readonly Budget[] = [
  {
    metric: 'perf',
    pass: (page, floor) => both(page.perf, floor.perf, (p, f) => p >= f - BUDGETS.perfSlack),
    describe: (floor) =>
      `≥ ${(floor.perf ?? NaN) - BUDGETS.perfSlack} (floor − ${BUDGETS.perfSlack})`,
  },
  perfect('a11y'),
  perfect('bp'),
  perfect('seo'),
  {
    metric: 'lcp',
    pass: (page, floor, lcpKind) => both(page.lcp, floor.lcp, (p, f) => p <= lcpLimit(f, lcpKind)),
    describe: describeLcp,
  },
  {
    metric: 'cls',
    pass: (page) => one(page.cls, (cls) => cls < BUDGETS.clsBelow),
    describe: () => `< ${BUDGETS.clsBelow}`,
  },
  {
    metric: 'js',
    pass: (page, floor) => page.js <= floor.js + BUDGETS.jsBytes,
    describe: (floor) =>
      `≤ ${((floor.js + BUDGETS.jsBytes) / 1000).toFixed(1)} kB (floor + ${BUDGETS.jsBytes / 1000} kB)`,
  },
  {
    metric: 'html',
    pass: (page) => page.html <= BUDGETS.htmlBytes,
    describe: () => `≤ ${BUDGETS.htmlBytes / 1000} kB gzipped`,
  },
]

/**
 * Each budget a page's figures can be judged by; a budget whose figures are missing is left
 * out. The simulated TBT is not among them (BLOCKING_BUDGET).
 */
export function checkPage(page: Figures, floor: Figures, lcpKind: LcpKind = 'text'): Check[] {
  return budgets.flatMap(({ metric, pass, describe }) => {
    const result = pass(page, floor, lcpKind)
    return result === undefined ? [] : [{ metric, pass: result, target: describe(floor, lcpKind) }]
  })
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] as number)) / 2
}

const medianOf = (runs: readonly RunFigures[], metric: keyof RunFigures) =>
  runs.length ? median(runs.map((run) => run[metric])) : undefined

/**
 * The page's figures from the runs of each pass: scores and TBT from the simulated runs,
 * LCP and FCP from the applied ones, CLS the worse of the two passes' medians.
 */
export function medianFigures(
  runs: { simulated: readonly RunFigures[]; applied: readonly RunFigures[] },
  sizes: { js: number; html: number },
  noindex = false,
): Figures {
  const { simulated, applied } = runs
  const cls = [medianOf(simulated, 'cls'), medianOf(applied, 'cls')].filter(
    (value) => value !== undefined,
  )
  return {
    perf: medianOf(simulated, 'perf'),
    a11y: medianOf(simulated, 'a11y'),
    bp: medianOf(simulated, 'bp'),
    seo: medianOf(simulated, noindex ? 'seoNoindex' : 'seo'),
    tbt: medianOf(simulated, 'tbt'),
    simLcp: medianOf(simulated, 'lcp'),
    lcp: medianOf(applied, 'lcp'),
    fcp: medianOf(applied, 'fcp'),
    cls: cls.length ? Math.max(...cls) : undefined,
    ...sizes,
  }
}

/** The 1-minute load average above which the figures are printed but not judged. */
export const BUSY_LOAD = 1.5

export function machineBusy(loadAverage: number): boolean {
  return loadAverage > BUSY_LOAD
}
