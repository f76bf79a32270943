import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  BLOCKING_BUDGET,
  BUDGETS,
  blockingWithinBudget,
  checkPage,
  lcpLimit,
  machineBusy,
  median,
  medianFigures,
} from '../../scripts/bench/budgets'
import type { Figures, RunFigures } from '../../scripts/bench/budgets'
import { scoreWithout } from '../../scripts/bench/lighthouse'
import { heldBeginFrames } from '../../scripts/bench/heldFrames'
import { PAGES } from '../../scripts/bench/pages'
import {
  heldFrameLines,
  layoutShiftLines,
  lcpElementLines,
  missedBudgets,
  table,
} from '../../scripts/bench/report'
import { READY_LOG } from '../../scripts/bench/servers'
import { htmlParts } from '../../scripts/bench/htmlParts'
import { collectorSize, measureHtml, scriptSources, sizesUrl } from '../../scripts/bench/sizes'

const floor: Figures = {
  perf: 99,
  a11y: 100,
  bp: 100,
  seo: 100,
  tbt: 70,
  simLcp: 800,
  lcp: 670,
  fcp: 670,
  cls: 0,
  js: 129_000,
  html: 2_000,
}

const failed = (page: Figures, base: Figures = floor, lcpKind: 'text' | 'image' = 'text') =>
  checkPage(page, base, lcpKind)
    .filter((check) => !check.pass)
    .map((check) => check.metric)

const run = (figures: Partial<RunFigures>): RunFigures => ({
  perf: 99,
  a11y: 100,
  bp: 100,
  seo: 100,
  seoNoindex: 100,
  lcp: 1000,
  fcp: 900,
  cls: 0,
  tbt: 50,
  ...figures,
})

describe('benchmark medians', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it('takes scores and TBT from the simulated runs, LCP and FCP from the applied ones', () => {
    const simulated = [
      run({ perf: 90, tbt: 400, lcp: 2500 }),
      run({ perf: 95, tbt: 200, lcp: 2100 }),
      run({ perf: 99, tbt: 300, lcp: 1900 }),
    ]
    const applied = [run({ lcp: 1100, fcp: 700, perf: 60, tbt: 900 }), run({ lcp: 900, fcp: 650 })]
    expect(medianFigures({ simulated, applied }, { js: 1, html: 2 })).toEqual({
      perf: 95,
      a11y: 100,
      bp: 100,
      seo: 100,
      tbt: 300,
      simLcp: 2100,
      lcp: 1000,
      fcp: 675,
      cls: 0,
      js: 1,
      html: 2,
    })
  })

  it('keeps the worse CLS of the two passes', () => {
    const simulated = [run({ cls: 0 }), run({ cls: 0.001 }), run({ cls: 0 })]
    const applied = [run({ cls: 0.031 }), run({ cls: 0.031 }), run({ cls: 0.002 })]
    expect(medianFigures({ simulated, applied }, { js: 0, html: 0 }).cls).toBe(0.031)
    expect(medianFigures({ simulated, applied: [] }, { js: 0, html: 0 }).cls).toBe(0)
  })

  it('judges a noindex page’s SEO without the audit its noindex fails', () => {
    const simulated = [run({ seo: 63, seoNoindex: 100 }), run({ seo: 63, seoNoindex: 92 })]
    expect(medianFigures({ simulated, applied: [] }, { js: 0, html: 0 }).seo).toBe(63)
    expect(medianFigures({ simulated, applied: [] }, { js: 0, html: 0 }, true).seo).toBe(96)
  })

  it('weighs a category as Lighthouse does, without the one audit', () => {
    const lhr = {
      categories: {
        seo: {
          auditRefs: [
            { id: 'is-crawlable', weight: 4.6 },
            { id: 'document-title', weight: 1 },
            { id: 'link-text', weight: 1 },
            { id: 'structured-data', weight: 0 },
            { id: 'hreflang', weight: 1 },
          ],
        },
      },
      audits: {
        'is-crawlable': { score: 0 },
        'document-title': { score: 1 },
        'link-text': { score: 0 },
        'structured-data': { score: null },
        hreflang: { score: null },
      },
    }
    expect(scoreWithout(lhr as never, 'seo', 'is-crawlable')).toBe(50)
  })

  it('leaves the figures of a pass that did not run undefined', () => {
    const figures = medianFigures({ simulated: [], applied: [run({})] }, { js: 0, html: 0 })
    expect(figures).toMatchObject({ perf: undefined, tbt: undefined, lcp: 1000, fcp: 900 })
  })
})

describe('benchmark budgets', () => {
  it('passes a page that matches the floor', () => {
    expect(failed(floor)).toEqual([])
    expect(checkPage(floor, floor).map((check) => check.metric)).toEqual([
      'perf',
      'a11y',
      'bp',
      'seo',
      'lcp',
      'cls',
      'js',
      'html',
    ])
  })

  it('allows 25 kB of JS and 2 points of Performance over the floor', () => {
    expect(failed({ ...floor, js: 154_000, perf: 97 })).toEqual([])
    expect(failed({ ...floor, js: 154_001, perf: 96 })).toEqual(['perf', 'js'])
  })

  it('prints the simulated TBT but does not judge it, however far above the floor', () => {
    expect(failed({ ...floor, tbt: 10_000 })).toEqual([])
    expect(checkPage(floor, floor).some((check) => check.metric === 'tbt')).toBe(false)
  })

  it('caps the applied LCP at the floor + 0.5 s', () => {
    expect(lcpLimit(670)).toBe(1170)
    expect(failed({ ...floor, lcp: 1170 })).toEqual([])
    expect(failed({ ...floor, lcp: 1171 })).toEqual(['lcp'])
  })

  it('caps the applied LCP at 1.2 s whatever the floor', () => {
    const slowFloor = { ...floor, lcp: 900 }
    expect(lcpLimit(900)).toBe(1200)
    expect(failed({ ...slowFloor, lcp: 1200 }, slowFloor)).toEqual([])
    const lcp = checkPage({ ...slowFloor, lcp: 1201 }, slowFloor).find((c) => c.metric === 'lcp')
    expect(lcp).toEqual({
      metric: 'lcp',
      pass: false,
      target: '≤ 1200 ms (≤ 1.2 s and ≤ floor + 0.5 s)',
    })
  })

  it('gives a page whose LCP element is an image the floor + one request (562.5 ms) + 0.1 s', () => {
    expect(BUDGETS.requestMs).toBe(562.5)
    expect(lcpLimit(670, 'image')).toBe(1332.5)
    expect(failed({ ...floor, lcp: 1332 }, floor, 'image')).toEqual([])
    expect(failed({ ...floor, lcp: 1333 }, floor, 'image')).toEqual(['lcp'])
    // The same LCP on a text page is over its budget.
    expect(failed({ ...floor, lcp: 1332 }, floor, 'text')).toEqual(['lcp'])
    const lcp = checkPage({ ...floor, lcp: 1333 }, floor, 'image').find((c) => c.metric === 'lcp')
    expect(lcp).toEqual({
      metric: 'lcp',
      pass: false,
      target: '≤ 1333 ms (image: floor + one request 562.5 ms + 0.1 s)',
    })
  })

  it('has no 1.2 s cap for an image LCP: it follows the floor', () => {
    expect(lcpLimit(900, 'image')).toBe(1562.5)
    expect(failed({ ...floor, lcp: 1562 }, { ...floor, lcp: 900 }, 'image')).toEqual([])
  })

  it('judges the case and the post, which lead with their visual, by the image budget', () => {
    const images = PAGES.filter((page) => page.lcp === 'image').map((page) => page.name)
    expect(images).toEqual(['case', 'post'])
  })

  it('judges the text budget when the kind of LCP element is not given', () => {
    expect(failed({ ...floor, lcp: 1171 })).toEqual(['lcp'])
  })

  it('does not judge the simulated LCP', () => {
    expect(failed({ ...floor, simLcp: 2500, fcp: 1100 })).toEqual([])
  })

  it('wants the HTML at most 25 kB gzipped on every page, whatever the floor', () => {
    expect(BUDGETS.htmlBytes).toBe(25_000)
    expect(failed({ ...floor, html: 25_000 })).toEqual([])
    expect(failed({ ...floor, html: 25_001 })).toEqual(['html'])
    expect(failed({ ...floor, html: 25_001 }, { ...floor, html: 40_000 })).toEqual(['html'])
    expect(failed({ ...floor, html: 25_001 }, floor, 'image')).toEqual(['html'])
  })

  it('wants CLS below 0.02 and 100 for Accessibility, Best Practices and SEO', () => {
    expect(failed({ ...floor, cls: 0.0199 })).toEqual([])
    expect(failed({ ...floor, cls: 0.02, a11y: 99, bp: 96, seo: 92 })).toEqual([
      'a11y',
      'bp',
      'seo',
      'cls',
    ])
  })

  it('leaves out the budgets of a pass that did not run', () => {
    const appliedOnly: Figures = { lcp: 1300, fcp: 900, cls: 0, js: 130_000, html: 20_000 }
    const floorApplied: Figures = { lcp: 670, fcp: 670, cls: 0, js: 129_000, html: 2_000 }
    expect(checkPage(appliedOnly, floorApplied).map((check) => check.metric)).toEqual([
      'lcp',
      'cls',
      'js',
      'html',
    ])
    expect(failed(appliedOnly, floorApplied)).toEqual(['lcp'])
  })
})

describe('blocking budget (npm run bench:trace)', () => {
  it('is the floor + 50 ms at 4× CPU, on medians of 5', () => {
    expect(BLOCKING_BUDGET).toEqual({ overFloorMs: 50, cpuSlowdown: 4, runs: 5 })
  })

  it('passes a median up to the floor + 50 ms and fails one above', () => {
    expect(blockingWithinBudget(250, 200)).toBe(true)
    expect(blockingWithinBudget(250.5, 200)).toBe(false)
    expect(blockingWithinBudget(0, 200)).toBe(true)
  })
})

describe('benchmark servers', () => {
  it('knows when next start and server.ts (with and without SITE_URL) listen', () => {
    expect(READY_LOG.test(' ✓ Ready in 1234ms')).toBe(true)
    expect(READY_LOG.test('▲ Ready for https://vonk.example on port 3300')).toBe(true)
    expect(READY_LOG.test('▲ Local trial on http://127.0.0.1:3300: this machine only')).toBe(true)
    expect(READY_LOG.test('▲ Next.js 16.4.6')).toBe(false)
  })
})

describe('busy machine', () => {
  it('judges at a load average of 1.5 and below, not above', () => {
    expect(machineBusy(0.2)).toBe(false)
    expect(machineBusy(1.5)).toBe(false)
    expect(machineBusy(1.51)).toBe(true)
  })
})

describe('benchmark first-load JS', () => {
  const page = 'http://127.0.0.1:3300/blogs/post'

  it('collects every external script once, as absolute URLs', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script async src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>",
      '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script>',
      '<script src="/_next/static/chunks/a.js"></script>',
    ].join('')
    expect(scriptSources(html, page)).toEqual([
      'http://127.0.0.1:3300/_next/static/chunks/a.js',
      'http://127.0.0.1:3300/_next/static/chunks/b.js?v=1&x=2',
    ])
  })

  it('leaves out nomodule scripts, which current browsers do not load', () => {
    const html = '<script src="/polyfills.js" noModule=""></script><script src="/main.js"></script>'
    expect(scriptSources(html, page)).toEqual(['http://127.0.0.1:3300/main.js'])
  })
})

describe('benchmark report', () => {
  const slow = { ...floor, tbt: 420, js: 160_500, lcp: 1250, html: 31_400 }
  const report = { name: 'home', path: '/', figures: slow, checks: checkPage(slow, floor) }

  it('prints each page next to the floor, marked against its budgets', () => {
    const lines = table(floor, [{ ...report, failingAudits: [] }]).split('\n')
    expect(lines[0]).toBe(
      '| Page | Perf | A11y | BP | SEO | TBT sim. (not judged) | LCP applied | FCP applied | LCP sim. | CLS | JS gz | HTML gz |',
    )
    expect(lines[2]).toBe(
      '| **floor** | 99 | 100 | 100 | 100 | 70 ms | 0.67 s | 0.67 s | 0.80 s | 0.000 | 129.0 kB | 2.0 kB |',
    )
    expect(lines[3]).toBe(
      '| home `/` | 99 (±0) ✓ | 100 ✓ | 100 ✓ | 100 ✓ | 420 ms (+350) | 1.25 s (+0.58) ✗ |' +
        ' 0.67 s | 0.80 s | 0.000 ✓ | 160.5 kB (+31.5) ✗ | 31.4 kB ✗ |',
    )
  })

  it('prints no marks when the machine was busy', () => {
    const row = table(floor, [{ ...report, failingAudits: [] }], false).split('\n')[3]
    expect(row).not.toMatch(/[✓✗]/)
    expect(row).toContain('| 420 ms (+350) |')
  })

  it('prints a dash for a figure of a pass that did not run', () => {
    const applied: Figures = { lcp: 900, fcp: 800, cls: 0, js: 1000, html: 1000 }
    const page = { name: 'faq', path: '/faq', figures: applied, failingAudits: [] }
    const row = table(applied, [{ ...page, checks: checkPage(applied, applied) }]).split('\n')[3]
    expect(row).toMatch(/^\| faq `\/faq` \| – \| – \| – \| – \| – \| 0\.90 s \(±0\.00\) ✓ \|/)
  })

  it('spells out each missed budget', () => {
    expect(missedBudgets([{ ...report, failingAudits: [] }])).toEqual([
      'home: LCP applied 1.25 s, budget ≤ 1170 ms (≤ 1.2 s and ≤ floor + 0.5 s)',
      'home: JS gz 160.5 kB, budget ≤ 154.0 kB (floor + 25 kB)',
      'home: HTML gz 31.4 kB, budget ≤ 25 kB gzipped',
    ])
  })

  it('names the LCP element of the applied runs and the median of its subparts', () => {
    const breakdown = (ttfb: number, render: number) => ({
      timeToFirstByte: ttfb,
      elementRenderDelay: render,
    })
    const runs = [
      { pass: 'simulated', lcpElement: '<p>' },
      { pass: 'applied', lcpElement: '<h1>', lcpBreakdown: breakdown(600, 300) },
      { pass: 'applied', lcpElement: '<img>', lcpBreakdown: breakdown(640, 900) },
      { pass: 'applied', lcpElement: '<h1>', lcpBreakdown: breakdown(620, 310) },
    ]
    expect(
      lcpElementLines([
        { name: 'home', runs },
        { name: 'faq', runs: [] },
      ]),
    ).toEqual(['home: <h1> (2/3); TTFB 620 ms, render delay 310 ms'])
  })
})

describe('layout shifts', () => {
  it('spells out the shifts of runs with a CLS of 0.01 or more, numbered per pass', () => {
    const font = { element: '<h1>', score: 0.03, causes: ['/font.woff2'] }
    const runs = [
      { pass: 'simulated', layoutShifts: [] },
      { pass: 'applied', layoutShifts: [{ ...font, score: 0.005 }] },
      { pass: 'simulated', layoutShifts: [] },
      { pass: 'applied', layoutShifts: [font, { element: '<img>', score: 0.001, causes: [] }] },
    ]
    expect(layoutShiftLines([{ name: 'case', runs }])).toEqual([
      'case applied run 2: 0.030 <h1> (/font.woff2)',
      'case applied run 2: 0.001 <img>',
    ])
  })
})

describe('held first frames', () => {
  const navigation = (ts: number, url = 'http://127.0.0.1:3300/') => ({
    name: 'navigationStart',
    ts,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: url, navigationId: 'page' } },
  })
  const decision = (ts: number, reason: string) => ({
    name: 'SendBeginFrameDecision',
    ts,
    args: { reason },
  })
  const paint = (ts: number, navigationId = 'page') => ({
    name: 'firstContentfulPaint',
    ts,
    args: { data: { navigationId } },
  })

  it('counts withheld BeginFrames between the navigation and its first paint', () => {
    const trace = [
      decision(50, 'ThrottleUndrawnFrames'),
      navigation(100, ''),
      navigation(200),
      decision(300, 'SendDefault'),
      decision(400, 'ThrottleUndrawnFrames'),
      decision(500, 'ThrottleUndrawnFrames'),
      paint(550, 'svg-image'),
      paint(600),
      decision(700, 'ThrottleUndrawnFrames'),
    ]
    expect(heldBeginFrames(trace)).toBe(2)
  })

  it('finds none when the page painted without throttling, or never painted', () => {
    expect(heldBeginFrames([navigation(0), decision(10, 'SendDefault'), paint(20)])).toBe(0)
    expect(heldBeginFrames([navigation(0), decision(10, 'ThrottleUndrawnFrames')])).toBe(0)
  })

  it('lists the pages with held runs, per pass', () => {
    const sim = (heldBeginFrames: number) => ({ pass: 'simulated', heldBeginFrames })
    const applied = (heldBeginFrames: number) => ({ pass: 'applied', heldBeginFrames })
    const pages = [
      { name: 'floor', runs: [sim(0), applied(0), sim(0), applied(0)] },
      { name: 'home', runs: [sim(12), applied(0), sim(0), applied(3), sim(3), applied(0)] },
    ]
    expect(heldFrameLines(pages)).toEqual(['home simulated 2/3', 'home applied 1/3'])
  })
})

describe('where the sizes are measured', () => {
  it("at the site's own server, or at an edge's origin (BENCH_EDGE_URL) for the same path", () => {
    expect(sizesUrl('http://127.0.0.1:3300/fr/faq?x=1', undefined)).toBe(
      'http://127.0.0.1:3300/fr/faq?x=1',
    )
    expect(sizesUrl('http://127.0.0.1:3300/fr/faq?x=1', 'https://localhost:8443')).toBe(
      'https://localhost:8443/fr/faq?x=1',
    )
  })
})

/** A server that answers each coding with its own body: `page(coding)`. */
async function serving(page: (coding: 'gzip' | 'br') => string) {
  const server = createServer((request, response) => {
    const coding = request.headers['accept-encoding'] === 'br' ? 'br' : 'gzip'
    const body = Buffer.from(page(coding))
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': coding })
    response.end(coding === 'br' ? brotliCompressSync(body) : gzipSync(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

describe('the HTML size', () => {
  it('is the gzip answer, and a prerendered page must be the same page in Brotli', async () => {
    const site = await serving((coding) => `<p>${coding === 'br' ? 'other' : 'page'}</p>`)
    try {
      await expect(measureHtml(site.url)).rejects.toThrow(/Brotli and gzip answers differ/)
    } finally {
      site.close()
    }
  })

  it('of a page rendered per request (a new nonce each time) is measured all the same', async () => {
    let answers = 0
    const page = () => `<script nonce="n${++answers}">self.__next_f.push([1,"x"])</script>`
    const site = await serving(page)
    try {
      const size = await measureHtml(site.url)
      expect(size.servedGzipped).toBe(true)
      expect(size.gzipBytes).toBe(gzipSync(page()).length)
    } finally {
      site.close()
    }
  })
})

describe("a page's parts", () => {
  it('cost what the gzipped page loses without them', () => {
    const flight = `<script>self.__next_f.push([1,"${'row '.repeat(50)}${Math.random()}"])</script>`
    const html = `<html><head><style>p{color:red}</style></head><body><main><p>Hello</p></main>${flight}</body></html>`
    const parts = Object.fromEntries(htmlParts(html).map((part) => [part.name, part.gzipBytes]))
    expect(parts.whole).toBe(gzipSync(html, { level: 6 }).length)
    expect(parts['RSC payload']).toBeGreaterThan(20)
    expect(parts['inline CSS']).toBeGreaterThan(5)
    expect(parts['JSON-LD']).toBe(0)
  })
})

describe('the visitor-insight collector', () => {
  it('is found among the chunks by its beacon to /insight, and sized gzipped', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vonk-collector-'))
    try {
      expect(collectorSize(dir)).toBeNull()
      mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
      writeFileSync(path.join(dir, 'static', 'chunks', 'a.js'), 'navigator.sendBeacon("/x")')
      writeFileSync(
        path.join(dir, 'static', 'chunks', 'b.js'),
        `navigator.sendBeacon("/insight",new Blob([JSON.stringify({k:"view"})]));${' '.repeat(5000)}`,
      )
      const found = collectorSize(dir)
      expect(found?.file).toBe('b.js')
      expect(found?.gzipBytes).toBeGreaterThan(40)
      expect(found?.gzipBytes).toBeLessThan(200)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
