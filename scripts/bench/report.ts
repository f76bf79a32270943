/**
 * The benchmark's Markdown report: one row per page next to the floor's row, each figure
 * marked against its target, then the missed targets and failing audits spelled out.
 */
import type { FailingAudit } from './lighthouse.ts'
import type { Check, Figures, Metric } from './targets.ts'

/** A failing audit and in how many of the page's runs it failed. */
export type AuditTally = FailingAudit & { runs: number }

export type PageReport = {
  name: string
  path: string
  figures: Figures
  checks: Check[]
  failingAudits: AuditTally[]
}

const COLUMNS: readonly { metric: Metric; label: string }[] = [
  { metric: 'perf', label: 'Perf' },
  { metric: 'a11y', label: 'A11y' },
  { metric: 'bp', label: 'BP' },
  { metric: 'seo', label: 'SEO' },
  { metric: 'lcp', label: 'LCP' },
  { metric: 'cls', label: 'CLS' },
  { metric: 'tbt', label: 'TBT' },
  { metric: 'js', label: 'JS kB' },
]

export function formatValue(metric: Metric, value: number): string {
  if (metric === 'lcp') return `${(value / 1000).toFixed(2)} s`
  if (metric === 'cls') return value.toFixed(3)
  if (metric === 'tbt') return `${Math.round(value)} ms`
  if (metric === 'js') return `${(value / 1000).toFixed(1)} kB`
  return String(Math.round(value * 10) / 10)
}

function signed(value: number, digits = 0): string {
  const rounded = value.toFixed(digits)
  if (Number(rounded) === 0) return `±${(0).toFixed(digits)}`
  return value > 0 ? `+${rounded}` : `−${rounded.slice(1)}`
}

/** How far a page is from the floor, in the terms of its target. */
function fromFloor(metric: Metric, page: Figures, floor: Figures): string {
  if (metric === 'perf') return ` (${signed(page.perf - floor.perf)})`
  if (metric === 'tbt') return ` (${signed(page.tbt - floor.tbt)})`
  if (metric === 'js') return ` (${signed((page.js - floor.js) / 1000, 1)})`
  if (metric === 'lcp' && floor.lcp > 0) return ` (${(page.lcp / floor.lcp).toFixed(2)}×)`
  return ''
}

function pageRow(page: PageReport, floor: Figures): string {
  const cells = COLUMNS.map(({ metric }) => {
    const pass = page.checks.find((check) => check.metric === metric)?.pass
    const mark = pass === undefined ? '' : pass ? ' ✓' : ' ✗'
    return formatValue(metric, page.figures[metric]) + fromFloor(metric, page.figures, floor) + mark
  })
  const label = page.name === page.path ? `\`${page.path}\`` : `${page.name} \`${page.path}\``
  return `| ${label} | ${cells.join(' | ')} |`
}

export function table(floor: Figures, pages: readonly PageReport[]): string {
  const floorCells = COLUMNS.map(({ metric }) => formatValue(metric, floor[metric]))
  return [
    `| Page | ${COLUMNS.map(({ label }) => label).join(' | ')} |`,
    `| --- | ${COLUMNS.map(() => '---').join(' | ')} |`,
    `| **floor** | ${floorCells.join(' | ')} |`,
    ...pages.map((page) => pageRow(page, floor)),
  ].join('\n')
}

export function missedTargets(pages: readonly PageReport[]): string[] {
  return pages.flatMap((page) =>
    page.checks
      .filter((check) => !check.pass)
      .map((check) => {
        const label = COLUMNS.find(({ metric }) => metric === check.metric)?.label
        const value = formatValue(check.metric, page.figures[check.metric])
        return `${page.name}: ${label} ${value}, target ${check.target}`
      }),
  )
}

/**
 * Pages whose first frame Chromium held back in some runs, e.g. `home 3/3`: their FCP and
 * LCP then include a second or two the page spent idle (see heldFrames.ts).
 */
export function heldFrameLines(
  pages: readonly { name: string; runs: readonly { heldBeginFrames: number }[] }[],
): string[] {
  return pages.flatMap(({ name, runs }) => {
    const held = runs.filter((run) => run.heldBeginFrames > 0).length
    return held ? [`${name} ${held}/${runs.length}`] : []
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
