/**
 * One Lighthouse run in a fresh headless Chromium, like the Lighthouse CLI does it, with
 * the default mobile config in one of two passes:
 * - simulated: Lighthouse's default throttling (what PageSpeed Insights reports), the
 *   page loaded at full speed and its metrics estimated for the mobile profile; four
 *   categories. On loopback its LCP counts every request and script that ran before the
 *   observed paint (GoogleChrome/lighthouse#16539), so its LCP is reported, not judged.
 * - applied: `throttlingMethod: 'devtools'`, the same profile (562.5 ms per request,
 *   1.47 Mbit/s, CPU 4× slower) enforced in the browser: the LCP a visitor's phone gets.
 */
import { loadavg } from 'node:os'

import { launch } from 'chrome-launcher'
import type { LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'

import { HELD_FRAME_TRACE_CATEGORY, heldBeginFrames } from './heldFrames.ts'
import type { TraceEvent } from './heldFrames.ts'
import type { Pass, RunFigures } from './budgets.ts'

export type FailingAudit = {
  category: string
  id: string
  title: string
  weight: number
  /** What failed, briefly: console messages, elements, URLs (the first few). */
  items: string[]
}
export type LayoutShift = { element: string; score: number; causes: string[] }
/** LCP subparts (Lighthouse's LCP breakdown insight), in ms. */
export type LcpBreakdown = Record<string, number>
export type Run = RunFigures & {
  pass: Pass
  failingAudits: FailingAudit[]
  /** The element Lighthouse took for the LCP, to tell an image from a heading. */
  lcpElement?: string
  lcpBreakdown?: LcpBreakdown
  /** The layout shifts Lighthouse found (element, score, cause), largest first. */
  layoutShifts: LayoutShift[]
  /** The machine's 1-minute load average when the run started. */
  load: number
  /** Lighthouse's measure of the CPU's speed during the run: low means a loaded machine. */
  benchmarkIndex: number
  /** BeginFrames Chromium withheld before the first paint (see heldFrames.ts); 0 = none. */
  heldBeginFrames: number
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** Categories that must score 100: their audits below 1 are reported to be fixed. */
const STRICT_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

const MAX_ITEMS = 3
const MAX_ITEM_LENGTH = 160

/** Chromium instances still running, so an interrupted benchmark can close them. */
const running = new Set<LaunchedChrome>()

export function killAllChrome(): void {
  for (const chrome of running) chrome.kill()
  running.clear()
}

async function withChrome<T>(chromePath: string, audit: (port: number) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // The benchmark closes its servers as well on Ctrl-C, so it handles the signal itself.
    handleSIGINT: false,
  })
  running.add(chrome)
  try {
    return await audit(chrome.port)
  } finally {
    chrome.kill()
    running.delete(chrome)
  }
}

type Audited = { lhr: Result; trace: readonly TraceEvent[] }

const THROTTLING_METHOD = { simulated: 'simulate', applied: 'devtools' } as const

async function lighthouseResult(
  url: string,
  port: number,
  pass: Pass,
  categories: string[],
): Promise<Audited> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories },
    // The default config in the pass's throttling, plus one trace category to see
    // whether Chromium held the first frame.
    {
      extends: 'lighthouse:default',
      settings: {
        throttlingMethod: THROTTLING_METHOD[pass],
        additionalTraceCategories: HELD_FRAME_TRACE_CATEGORY,
      },
    },
  )
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`)
  }
  return { lhr: result.lhr, trace: result.artifacts.Trace.traceEvents as TraceEvent[] }
}

/** Categories per pass: the applied pass is there for the load metrics only. */
const CATEGORIES: Record<Pass, string[]> = {
  simulated: ['performance', ...STRICT_CATEGORIES],
  applied: ['performance'],
}

export function lighthouseRun(url: string, chromePath: string, pass: Pass): Promise<Run> {
  const load = loadavg()[0] ?? 0
  return withChrome(chromePath, async (port) => ({
    ...runOf(await lighthouseResult(url, port, pass, CATEGORIES[pass])),
    pass,
    load,
  }))
}

/**
 * An unrecorded page load in the same mobile setup, so the first recorded run does not
 * pay for what the server does once: rendering on demand, optimizing the images it asks for.
 */
export async function warmUp(url: string, chromePath: string): Promise<void> {
  await withChrome(chromePath, (port) => lighthouseResult(url, port, 'simulated', ['performance']))
}

function runOf({ lhr, trace }: Audited): Omit<Run, 'pass' | 'load'> {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`)
    return value
  }
  // The applied pass leaves the other categories out: NaN, never read (budgets.ts).
  const optional = (category: string) => (lhr.categories[category] ? score(lhr, category) : NaN)
  return {
    perf: score(lhr, 'performance'),
    a11y: optional('accessibility'),
    bp: optional('best-practices'),
    seo: optional('seo'),
    seoNoindex: lhr.categories.seo ? scoreWithout(lhr, 'seo', 'is-crawlable') : NaN,
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    failingAudits: STRICT_CATEGORIES.flatMap((category) => failingAudits(lhr, category)),
    ...lcpDetails(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    heldBeginFrames: heldBeginFrames(trace),
    layoutShifts: layoutShifts(lhr),
  }
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (value === null || value === undefined) {
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`)
  }
  return Math.round(value * 100)
}

/**
 * A category's score as Lighthouse weighs it (the weighted mean of its scored audits),
 * without one audit.
 */
export function scoreWithout(
  lhr: Pick<Result, 'categories' | 'audits'>,
  category: string,
  left: string,
): number {
  const scored = (lhr.categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
    const value = lhr.audits[id]?.score
    return id === left || weight === 0 || value === null || value === undefined
      ? []
      : [{ weight, value }]
  })
  const weights = scored.reduce((sum, { weight }) => sum + weight, 0)
  if (weights === 0) throw new Error(`Lighthouse scored no ${category} audit but ${left}`)
  return Math.round(
    (100 * scored.reduce((sum, { weight, value }) => sum + weight * value, 0)) / weights,
  )
}

/** Audits scoring below 1 in a category below 100 (not-applicable ones have no score). */
function failingAudits(lhr: Result, category: string): FailingAudit[] {
  const group = lhr.categories[category]
  if (!group || group.score === 1) return []
  return group.auditRefs.flatMap(({ id, weight }) => {
    const audit = lhr.audits[id]
    if (!audit || audit.score === null || audit.score >= 1) return []
    return [{ category, id, title: audit.title, weight, items: itemTexts(audit.details) }]
  })
}

type ShiftRow = DetailItem & {
  score?: unknown
  subItems?: { items?: { cause?: unknown; extra?: { value?: unknown } }[] }
}

/** Lighthouse's layout-shifts audit: each shift's element, score and likely causes. */
function layoutShifts(lhr: Result): LayoutShift[] {
  const items = (lhr.audits['layout-shifts']?.details as { items?: ShiftRow[] } | undefined)?.items
  return (items ?? []).slice(0, MAX_ITEMS).map((item) => ({
    element: itemText(item) ?? 'unknown element',
    score: typeof item.score === 'number' ? item.score : 0,
    causes: (item.subItems?.items ?? []).flatMap(({ cause, extra }) => {
      const what = text(cause) ?? text(extra?.value)
      return what ? [what.slice(0, MAX_ITEM_LENGTH)] : []
    }),
  }))
}

type BreakdownRow = { subpart?: unknown; duration?: unknown }

/**
 * Lighthouse 13's LCP breakdown insight is a list: a table of subparts (time to first
 * byte, resource load delay and duration, element render delay), then the element.
 */
function lcpDetails(lhr: Result): Pick<Run, 'lcpElement' | 'lcpBreakdown'> {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: ({ type?: string; items?: BreakdownRow[] } & DetailItem)[] } | undefined
  const parts = details?.items ?? []
  const table = parts.find((part) => part.type === 'table')?.items ?? []
  const node = parts.find((part) => part.type === 'node')
  const breakdown = Object.fromEntries(
    table.flatMap(({ subpart, duration }) =>
      typeof subpart === 'string' && typeof duration === 'number'
        ? [[subpart, Math.round(duration)]]
        : [],
    ),
  )
  return {
    lcpElement: node && itemText(node),
    lcpBreakdown: table.length ? breakdown : undefined,
  }
}

type DetailItem = {
  description?: unknown
  url?: unknown
  node?: { snippet?: unknown }
  /** A node item of its own (e.g. the LCP element) has its snippet at the top. */
  snippet?: unknown
  sourceLocation?: { url?: unknown }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** An element, console message or resource, with the URL it concerns when there is one. */
function itemText(item: DetailItem): string | undefined {
  const what = text(item.node?.snippet) ?? text(item.snippet) ?? text(item.description)
  const where = text(item.url) ?? text(item.sourceLocation?.url)
  const joined = what && where ? `${what} (${where})` : (what ?? where)
  return joined?.replace(/\s+/g, ' ').slice(0, MAX_ITEM_LENGTH)
}

function itemTexts(details: unknown): string[] {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? []
  return items.slice(0, MAX_ITEMS).flatMap((item) => itemText(item) ?? [])
}
