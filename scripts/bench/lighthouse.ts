/**
 * One Lighthouse run in a fresh headless Chromium, like the Lighthouse CLI does it:
 * the default config (mobile, simulated throttling), four categories.
 */
import { launch } from 'chrome-launcher'
import type { LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'

import { HELD_FRAME_TRACE_CATEGORY, heldBeginFrames } from './heldFrames.ts'
import type { TraceEvent } from './heldFrames.ts'
import type { Figures } from './targets.ts'

export type FailingAudit = {
  category: string
  id: string
  title: string
  weight: number
  /** What failed, briefly: console messages, elements, URLs (the first few). */
  items: string[]
}
export type Run = Omit<Figures, 'js'> & {
  failingAudits: FailingAudit[]
  /** The element Lighthouse took for the LCP, to tell an image from a heading. */
  lcpElement?: string
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

async function lighthouseResult(url: string, port: number, categories: string[]): Promise<Audited> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories },
    // The default config, plus one trace category to see whether Chromium held the first frame.
    {
      extends: 'lighthouse:default',
      settings: { additionalTraceCategories: HELD_FRAME_TRACE_CATEGORY },
    },
  )
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`)
  }
  return { lhr: result.lhr, trace: result.artifacts.Trace.traceEvents as TraceEvent[] }
}

export function lighthouseRun(url: string, chromePath: string): Promise<Run> {
  return withChrome(chromePath, async (port) =>
    runOf(await lighthouseResult(url, port, ['performance', ...STRICT_CATEGORIES])),
  )
}

/**
 * An unrecorded page load in the same mobile setup, so the first recorded run does not
 * pay for what the server does once: rendering on demand, optimizing the images it asks for.
 */
export async function warmUp(url: string, chromePath: string): Promise<void> {
  await withChrome(chromePath, (port) => lighthouseResult(url, port, ['performance']))
}

function runOf({ lhr, trace }: Audited): Run {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`)
    return value
  }
  return {
    perf: score(lhr, 'performance'),
    a11y: score(lhr, 'accessibility'),
    bp: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    failingAudits: STRICT_CATEGORIES.flatMap((category) => failingAudits(lhr, category)),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    heldBeginFrames: heldBeginFrames(trace),
  }
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (value === null || value === undefined) {
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`)
  }
  return Math.round(value * 100)
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

/** The LCP element audit nests its table: the element is the first item's first node. */
function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: DetailItem[] }[] } | undefined
  const item = details?.items?.[0]?.items?.[0]
  return item && itemText(item)
}

type DetailItem = {
  description?: unknown
  url?: unknown
  node?: { snippet?: unknown }
  sourceLocation?: { url?: unknown }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** An element, console message or resource, with the URL it concerns when there is one. */
function itemText(item: DetailItem): string | undefined {
  const what = text(item.node?.snippet) ?? text(item.description)
  const where = text(item.url) ?? text(item.sourceLocation?.url)
  const joined = what && where ? `${what} (${where})` : (what ?? where)
  return joined?.replace(/\s+/g, ' ').slice(0, MAX_ITEM_LENGTH)
}

function itemTexts(details: unknown): string[] {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? []
  return items.slice(0, MAX_ITEMS).flatMap((item) => itemText(item) ?? [])
}
