/**
 * The benchmark's Markdown report: one row per page next to the floor's row, each figure
 * marked against its budget (unless the machine was busy), then the missed budgets and
 * failing audits spelled out.
 */
import type { FailingAudit, LayoutShift, LcpBreakdown } from './lighthouse.ts'
import { median } from './budgets.ts'
import type { Check, Figures, Metric } from './budgets.ts'

/** A load average (1, 5 and 15 minutes) as both benchmarks print it. */
export const loadText = (load: readonly number[]) =>
  load.map((value) => value.toFixed(2)).join(' / ')

/** A failing audit and in how many of the page's runs it failed. */
export type AuditTally = FailingAudit & { runs: number }

export type PageReport = {
  name: string
  path: string
  figures: Figures
  checks: Check[]
  failingAudits: AuditTally[]
}

/** Columns in order; `sim.` figures come from the simulated pass, `applied` from the other. */
export const COLUMNS: readonly { metric: Metric; label: string }[] = [
  { metric: 'perf', label: 'Perf' },
  { metric: 'a11y', label: 'A11y' },
  { metric: 'bp', label: 'BP' },
  { metric: 'seo', label: 'SEO' },
  { metric: 'tbt', label: 'TBT sim. (not judged)' },
  { metric: 'lcp', label: 'LCP applied' },
  { metric: 'fcp', label: 'FCP applied' },
  { metric: 'simLcp', label: 'LCP sim.' },
  { metric: 'cls', label: 'CLS' },
  { metric: 'js', label: 'JS gz' },
  { metric: 'html', label: 'HTML gz' },
]

export function formatValue(metric: Metric, value: number | undefined): string {
  if (value === undefined) return '–'
  if (metric === 'lcp' || metric === 'fcp' || metric === 'simLcp') {
    return `${(value / 1000).toFixed(2)} s`
  }
  if (metric === 'cls') return value.toFixed(3)
  if (metric === 'tbt') return `${Math.round(value)} ms`
  if (metric === 'js' || metric === 'html') return `${(value / 1000).toFixed(1)} kB`
  return String(Math.round(value * 10) / 10)
}

function signed(value: number, digits = 0): string {
  const rounded = value.toFixed(digits)
  if (Number(rounded) === 0) return `±${(0).toFixed(digits)}`
  return value > 0 ? `+${rounded}` : `−${rounded.slice(1)}`
}

/** How far a page is from the floor, in the terms of its budget. */
function fromFloor(metric: Metric, page: Figures, floor: Figures): string {
  const [value, base] = [page[metric], floor[metric]]
  if (value === undefined || base === undefined) return ''
  if (metric === 'perf' || metric === 'tbt') return ` (${signed(value - base)})`
  if (metric === 'js') return ` (${signed((value - base) / 1000, 1)})`
  if (metric === 'lcp') return ` (${signed((value - base) / 1000, 2)})`
  return ''
}

/** `judged: false` (a busy machine) prints the figures without ✓ and ✗. */
function pageRow(page: PageReport, floor: Figures, judged: boolean): string {
  const cells = COLUMNS.map(({ metric }) => {
    const pass = judged ? page.checks.find((check) => check.metric === metric)?.pass : undefined
    const mark = pass === undefined ? '' : pass ? ' ✓' : ' ✗'
    return formatValue(metric, page.figures[metric]) + fromFloor(metric, page.figures, floor) + mark
  })
  const label = page.name === page.path ? `\`${page.path}\`` : `${page.name} \`${page.path}\``
  return `| ${label} | ${cells.join(' | ')} |`
}

export function table(floor: Figures, pages: readonly PageReport[], judged = true): string {
  const floorCells = COLUMNS.map(({ metric }) => formatValue(metric, floor[metric]))
  return [
    `| Page | ${COLUMNS.map(({ label }) => label).join(' | ')} |`,
    `| --- | ${COLUMNS.map(() => '---').join(' | ')} |`,
    `| **floor** | ${floorCells.join(' | ')} |`,
    ...pages.map((page) => pageRow(page, floor, judged)),
  ].join('\n')
}

export function missedBudgets(pages: readonly PageReport[]): string[] {
  return pages.flatMap((page) =>
    page.checks
      .filter((check) => !check.pass)
      .map((check) => {
        const label = COLUMNS.find(({ metric }) => metric === check.metric)?.label
        const value = formatValue(check.metric, page.figures[check.metric])
        return `${page.name}: ${label} ${value}, budget ${check.target}`
      }),
  )
}

/**
 * Pages whose first frame Chromium held back in some runs of a pass, e.g. `home applied
 * 3/5`: their FCP and LCP then include a second or two the page spent idle (heldFrames.ts).
 */
export function heldFrameLines(
  pages: readonly { name: string; runs: readonly { pass: string; heldBeginFrames: number }[] }[],
): string[] {
  return pages.flatMap(({ name, runs }) => {
    const passes = [...new Set(runs.map((run) => run.pass))]
    return passes.flatMap((pass) => {
      const ofPass = runs.filter((run) => run.pass === pass)
      const held = ofPass.filter((run) => run.heldBeginFrames > 0).length
      return held ? [`${name} ${pass} ${held}/${ofPass.length}`] : []
    })
  })
}

export function auditLines(
  pages: readonly Pick<PageReport, 'name' | 'failingAudits'>[],
  runs: number,
): string[] {
  return pages.flatMap((page) =>
    page.failingAudits.map(({ category, id, title, weight, items, runs: failed }) => {
      const unweighted = weight === 0 ? ', weight 0' : ''
      const what = items.map((item) => `\n    - ${item}`).join('')
      return `${page.name}: ${category} ${id} (${failed}/${runs} runs${unweighted}): ${title}${what}`
    }),
  )
}

const SUBPARTS: Record<string, string> = {
  timeToFirstByte: 'TTFB',
  resourceLoadDelay: 'load delay',
  resourceLoadDuration: 'load',
  elementRenderDelay: 'render delay',
}

type LcpRun = { pass: string; lcpElement?: string; lcpBreakdown?: LcpBreakdown }

/**
 * The LCP element of each page in the applied runs (the most frequent one, and in how
 * many runs), and the median of each LCP subpart: where the time went.
 */
export function lcpElementLines(
  pages: readonly { name: string; runs: readonly LcpRun[] }[],
): string[] {
  return pages.flatMap(({ name, runs }) => {
    const applied = runs.filter((run) => run.pass === 'applied')
    const counts = new Map<string, number>()
    for (const run of applied) {
      const element = run.lcpElement ?? 'unknown element'
      counts.set(element, (counts.get(element) ?? 0) + 1)
    }
    const [element, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? []
    if (!element) return []
    const parts = Object.entries(SUBPARTS).flatMap(([key, label]) => {
      const values = applied.flatMap((run) => run.lcpBreakdown?.[key] ?? [])
      return values.length ? [`${label} ${Math.round(median(values))} ms`] : []
    })
    const where = parts.length ? `; ${parts.join(', ')}` : ''
    return [`${name}: ${element} (${count}/${applied.length})${where}`]
  })
}

type ShiftRun = { pass: string; layoutShifts: readonly LayoutShift[] }

/**
 * The layout shifts of the runs whose CLS reached `from` (half the budget by default),
 * one line each: page, pass, score, element and causes.
 */
export function layoutShiftLines(
  pages: readonly { name: string; runs: readonly ShiftRun[] }[],
  from = 0.01,
): string[] {
  return pages.flatMap(({ name, runs }) =>
    runs.flatMap((run) => {
      const total = run.layoutShifts.reduce((sum, shift) => sum + shift.score, 0)
      if (total < from) return []
      const round = runs.filter((other) => other.pass === run.pass).indexOf(run) + 1
      return run.layoutShifts.map(({ element, score, causes }) => {
        const why = causes.length ? ` (${causes.join('; ')})` : ''
        return `${name} ${run.pass} run ${round}: ${score.toFixed(3)} ${element}${why}`
      })
    }),
  )
}
