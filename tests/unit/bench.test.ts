import { describe, expect, it } from 'vitest'

import { scriptSources } from '../../scripts/bench/firstLoadJs'
import { heldBeginFrames } from '../../scripts/bench/heldFrames'
import { heldFrameLines, missedTargets, table } from '../../scripts/bench/report'
import { checkPage, median, medianFigures } from '../../scripts/bench/targets'
import type { Figures } from '../../scripts/bench/targets'

const floor: Figures = {
  perf: 96,
  a11y: 100,
  bp: 100,
  seo: 100,
  lcp: 1000,
  cls: 0,
  tbt: 250,
  js: 129_000,
}

const failed = (page: Figures) =>
  checkPage(page, floor)
    .filter((check) => !check.pass)
    .map((check) => check.metric)

describe('benchmark medians', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it('takes each metric on its own', () => {
    const runs = [
      { ...floor, perf: 90, tbt: 400 },
      { ...floor, perf: 95, tbt: 200 },
      { ...floor, perf: 99, tbt: 300 },
    ]
    expect(medianFigures(runs, 1)).toMatchObject({ perf: 95, tbt: 300, js: 1 })
  })
})

describe('benchmark targets', () => {
  it('passes a page that matches the floor', () => {
    expect(failed(floor)).toEqual([])
  })

  it('allows 25 kB of JS, 50 ms of TBT and 2 points of Performance over the floor', () => {
    expect(failed({ ...floor, js: 154_000, tbt: 300, perf: 94 })).toEqual([])
    expect(failed({ ...floor, js: 154_001, tbt: 301, perf: 93 })).toEqual(['perf', 'tbt', 'js'])
  })

  it('caps LCP at 1.3 × the floor and at 1.5 s', () => {
    expect(failed({ ...floor, lcp: 1300 })).toEqual([])
    expect(failed({ ...floor, lcp: 1301 })).toEqual(['lcp'])
    const slowFloor = { ...floor, lcp: 1400 }
    const lcp = checkPage({ ...slowFloor, lcp: 1501 }, slowFloor).find((c) => c.metric === 'lcp')
    expect(lcp).toMatchObject({ pass: false, target: '≤ 1500 ms (≤ 1.5 s and ≤ 1.3 × floor)' })
  })

  it('wants CLS below 0.02 and 100 for Accessibility, Best Practices and SEO', () => {
    expect(failed({ ...floor, cls: 0.02, a11y: 99, bp: 96, seo: 92 })).toEqual([
      'a11y',
      'bp',
      'seo',
      'cls',
    ])
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
  const slow = { ...floor, tbt: 420, js: 160_500 }
  const report = { name: 'home', path: '/', figures: slow, checks: checkPage(slow, floor) }

  it('prints each page next to the floor, marked against its targets', () => {
    const lines = table(floor, [{ ...report, failingAudits: [] }]).split('\n')
    expect(lines[2]).toBe(
      '| **floor** | 96 | 100 | 100 | 100 | 1.00 s | 0.000 | 250 ms | 129.0 kB |',
    )
    expect(lines[3]).toContain('| 420 ms (+170) ✗ | 160.5 kB (+31.5) ✗ |')
    expect(lines[3]).toContain('| 96 (±0) ✓ |')
  })

  it('spells out each missed target', () => {
    expect(missedTargets([{ ...report, failingAudits: [] }])).toEqual([
      'home: TBT 420 ms, target ≤ 300 ms (floor + 50)',
      'home: JS kB 160.5 kB, target ≤ 154.0 kB (floor + 25 kB)',
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

  it('lists the pages with held runs', () => {
    const run = (heldBeginFrames: number) => ({ heldBeginFrames })
    const pages = [
      { name: 'floor', runs: [run(0), run(0), run(0)] },
      { name: 'home', runs: [run(12), run(0), run(3)] },
    ]
    expect(heldFrameLines(pages)).toEqual(['home 2/3'])
  })
})
