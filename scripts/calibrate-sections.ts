/**
 * `npm run calibrate:sections`: measures the placeholder height of every kind of deferred
 * section (`.render-deferred`, issue 41) on the built site and writes them to
 * src/styles/section-estimates.css, which the next build ships.
 *
 * Every page of the sitemap (all three languages) is opened in Chromium and laid out at
 * the lower edge of each width band; each deferred section is rendered (`content-visibility:
 * visible`) and its height read, with its kind (its id, or its `est-*` class) and its
 * rows (`--r`, set from its content: src/lib/sectionEstimate.ts); the height kept is
 * the content box's, as `contain-intrinsic-size` gives it. Per kind and band the
 * height is fitted as `a + rows × b` (least squares; `b` = 0 for a kind whose row count
 * never varies), then `a` is raised until no measured section is taller than its
 * estimate (axe reads a skipped section's text where it would really be laid out, so a
 * placeholder must not be shorter: see `.render-deferred` in globals.css), plus 1 %.
 *
 * Run it after a change of the design or of the seed content, on a quiet machine
 * (about ten minutes), and commit the CSS; tests/e2e/deferred-sections.spec.ts fails
 * when pages drift more than 10 % from their estimates. BENCH_PORTS, BENCH_REBUILD=1.
 */
import { writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { chromiumPath } from '../tests/e2e/support/env.ts'
import { copyDatabase, removeDatabase } from './bench/leads.ts'
import { ensureSiteBuild, freePort, startServer, stopServer, waitReady } from './bench/servers.ts'

/** The lower edge of each band: phones (320, 390), large phones, tablets, laptops, desktops. */
const bands = [320, 390, 640, 768, 1024, 1280] as const
/**
 * Where each band is measured: at its lower edge, where its sections are tallest; the
 * last band also at 1440 px, as type keeps growing with the viewport past the container.
 */
const measuredAt = (band: number): number[] => (band === 1280 ? [1280, 1440] : [band])
const OUTPUT = 'src/styles/section-estimates.css'
const MARGIN = 1.01

type Sample = { kind: string; rows: number; height: number; page: string }

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
}

/** Least squares `a + rows × b`, then `a` raised to cover every sample, plus the margin. */
function fit(samples: readonly { rows: number; height: number }[]) {
  const n = samples.length
  const distinctRows = new Set(samples.map((sample) => sample.rows)).size
  let a = 0
  let b = 0
  if (distinctRows > 1) {
    const meanRows = samples.reduce((sum, s) => sum + s.rows, 0) / n
    const meanHeight = samples.reduce((sum, s) => sum + s.height, 0) / n
    const covariance = samples.reduce(
      (sum, s) => sum + (s.rows - meanRows) * (s.height - meanHeight),
      0,
    )
    const variance = samples.reduce((sum, s) => sum + (s.rows - meanRows) ** 2, 0)
    b = Math.max(0, covariance / variance)
    a = meanHeight - b * meanRows
  }
  a += Math.max(...samples.map((s) => s.height - (a + b * s.rows)))
  return { a: Math.ceil(a * MARGIN), b: Math.ceil(b * MARGIN) }
}

function css(fits: Map<number, Map<string, { a: number; b: number }>>): string {
  const lines = [
    '/*',
    ' * Placeholder heights of the deferred sections, per kind and width band: `--est-a`',
    ' * plus `--r` (the rows a section has, from its content) times `--est-b`. Written by',
    ' * `npm run calibrate:sections` (scripts/calibrate-sections.ts) from the built site:',
    ' * do not edit by hand, measure again.',
    ' */',
  ]
  for (const band of bands) {
    const rules = [...(fits.get(band) ?? new Map())]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, { a, b }]) => `${kind}{--est-a:${a}px${b ? `;--est-b:${b}px` : ''}}`)
    if (rules.length === 0) continue
    lines.push(
      band === bands[0]
        ? rules.join('\n')
        : `@media (min-width:${band}px){\n${rules.join('\n')}\n}`,
    )
  }
  return `${lines.join('\n')}\n`
}

ensureSiteBuild()
const database = copyDatabase('calibrate')
const port = await freePort()
const site = startServer('site', ['start'], port, {
  DATABASE_URL: `file:${database}`,
  MAIL_QUEUE: 'off',
  VISITOR_INSIGHT: 'off',
})
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] })
try {
  await waitReady(site)
  const paths = await sitemapPaths(site.origin)
  const samples = new Map<number, Sample[]>(bands.map((band) => [band, []]))
  const page = await browser.newPage({ viewport: { width: bands[0], height: 900 } })
  // Each page is loaded once and laid out at every band's width in turn.
  for (const path of paths) {
    await page.setViewportSize({ width: bands[0], height: 900 })
    await page.goto(site.origin + path, { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => document.fonts.ready)
    for (const [band, width] of bands.flatMap((band) =>
      measuredAt(band).map((at) => [band, at] as const),
    )) {
      await page.setViewportSize({ width, height: 900 })
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.render-deferred')].map((element) => {
          const own = element.id
            ? `#${element.id}`
            : `.${[...element.classList].find((name) => name.startsWith('est-')) ?? ''}`
          // Per language: French sets the same section a few lines longer than Dutch.
          const kind = `[lang=${document.documentElement.lang}] ${own}`
          const rows = Number.parseFloat(getComputedStyle(element).getPropertyValue('--r')) || 0
          element.style.contentVisibility = 'visible'
          // contain-intrinsic-size is the content box's: padding and borders come on top.
          const style = getComputedStyle(element)
          const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
            .map((name) => Number.parseFloat(style[name as 'paddingTop']) || 0)
            .reduce((sum, value) => sum + value, 0)
          const height = element.getBoundingClientRect().height - frame
          element.style.contentVisibility = ''
          return { kind, rows, height }
        }),
      )
      for (const sample of found) samples.get(band)?.push({ ...sample, page: path })
    }
  }
  await page.close()
  const fits = new Map<number, Map<string, { a: number; b: number }>>()
  for (const width of bands) {
    const ofBand = samples.get(width) ?? []
    const unnamed = ofBand.filter((sample) => sample.kind.endsWith(' .'))
    if (unnamed.length) {
      const pages = [...new Set(unnamed.map((sample) => sample.page))]
      throw new Error(`Deferred sections without an id or est-* class: ${pages.join(', ')}`)
    }
    const byKind = new Map<string, Sample[]>()
    for (const sample of ofBand) {
      byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), sample])
    }
    const bandFits = new Map<string, { a: number; b: number }>()
    for (const [kind, ofKind] of byKind) bandFits.set(kind, fit(ofKind))
    fits.set(width, bandFits)
    console.log(
      `${width} px: ${ofBand.length} sections of ${byKind.size} kinds on ${paths.length} pages`,
    )
  }
  writeFileSync(OUTPUT, css(fits))
  console.log(`Written to ${OUTPUT}`)
} finally {
  await browser.close()
  await stopServer(site)
  removeDatabase(database)
}
