import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { beaconRecord, beaconSchema, deviceClass, maxBeaconBytes } from '@/lib/insight/beacon'
import { sourceCampaign, sourceHost } from '@/lib/leads/source'
import type { BeaconRow } from '@/cms/insight/rollup'

/**
 * The beacon endpoint (src/server/insight/beacon.ts) takes only what it expects: a
 * strict schema, its own origin, 1 kB, JSON, a page of the site. The fuzz below throws
 * hostile requests at the real handler and checks every row it would store.
 */
const pages = new Set(['/', '/cases', '/cases/gaivota', '/faq', '/contact'])
vi.mock('@/lib/routes/registry', () => ({ knownPaths: async () => pages }))
process.env.RATE_LIMIT_POINTS = '100000000'

const origin = 'https://vonk.test'
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

type Received = { status: number; rows: BeaconRow[] }
let receive: (body: BodyInit | null, headers?: Record<string, string>) => Promise<Received>

beforeAll(async () => {
  const { receiveBeacon } = await import('@/server/insight/beacon')
  // Stands in for Payload: the salt is the only thing the endpoint asks it for.
  const payload = {
    find: async () => ({ docs: [{ salt: 'test-salt' }] }),
    create: async () => ({}),
    delete: async () => ({ docs: [] }),
  }
  receive = async (body, headers = {}) => {
    const rows: BeaconRow[] = []
    const request = new Request(`${origin}/insight`, {
      method: 'POST',
      body,
      headers: {
        host: 'vonk.test',
        origin,
        'content-type': 'application/json',
        'user-agent': browser,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    })
    const response = await receiveBeacon(request, {
      payload: async () => payload as never,
      add: (row) => rows.push(row),
    })
    return { status: response.status, rows }
  }
})

const view = { k: 'view', p: '/en/cases', w: 390 }
const json = (value: unknown) => JSON.stringify(value)

describe('the beacon endpoint', () => {
  it('stores a page view with its source and device class, and a hash instead of the visitor', async () => {
    const { status, rows } = await receive(
      json({ ...view, r: 'www.google.com', us: 'nieuwsbrief', um: 'email', uc: 'winter_2026' }),
    )
    expect(status).toBe(204)
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'view',
        path: '/en/cases',
        locale: 'en',
        referrerHost: 'www.google.com',
        utmSource: 'nieuwsbrief',
        utmMedium: 'email',
        utmCampaign: 'winter_2026',
        device: 'phone',
        visitor: expect.stringMatching(/^[\w-]{22}$/),
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ])
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1')
  })

  it('stores vitals rounded: milliseconds whole, CLS to four decimals', async () => {
    const { status, rows } = await receive(
      json({ k: 'vitals', p: '/faq', lcp: 2437.6, inp: 88.2, cls: 0.123456, ttfb: 301.4 }),
    )
    expect(status).toBe(204)
    expect(rows[0]).toMatchObject({ lcp: 2438, inp: 88, cls: 0.1235, ttfb: 301, visitor: null })
  })

  it('counts nobody who asks not to be tracked, and no crawler', async () => {
    const optedOut: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': browser.replace('Chrome/', 'HeadlessChrome/') },
      { 'user-agent': '' },
    ]
    for (const headers of optedOut) {
      const { status, rows } = await receive(json(view), headers)
      expect({ headers, status, rows }).toEqual({ headers, status: 204, rows: [] })
    }
  })

  it('refuses other origins, other types, big bodies and pages that do not exist', async () => {
    const cases: [BodyInit, Record<string, string>, number][] = [
      [json(view), { origin: 'https://evil.example' }, 403],
      [json(view), { 'sec-fetch-site': 'cross-site' }, 403],
      [json(view), { origin: '' }, 403],
      [json(view), { 'content-type': 'text/plain' }, 415],
      [json(view), { 'content-encoding': 'gzip' }, 415],
      [json({ ...view, p: `/${'a'.repeat(maxBeaconBytes)}` }), {}, 413],
      ['{"k":"view"', {}, 400],
      [new Uint8Array([0x7b, 0xff, 0x7d]), {}, 400],
      [json({ ...view, p: '/no-such-page' }), {}, 400],
      [json({ ...view, p: '//evil.example/cases' }), {}, 400],
      [json({ ...view, extra: 1 }), {}, 400],
      [json({ k: 'vitals', p: '/faq' }), {}, 400],
      [json({ k: 'vitals', p: '/faq', lcp: -1 }), {}, 400],
    ]
    for (const [body, headers, expected] of cases) {
      const { status, rows } = await receive(body, headers)
      expect({ headers, status, rows: rows.length }).toEqual({ headers, status: expected, rows: 0 })
    }
  })

  it('keeps a view whose referrer or campaign has the wrong shape, without them', async () => {
    const { rows } = await receive(
      json({ ...view, r: '<script>', us: '=HYPERLINK("x")', uc: 'a'.repeat(101) }),
    )
    expect(rows[0]).toMatchObject({ referrerHost: null, utmSource: null, utmCampaign: null })
  })

  /** Every row the endpoint hands on has the shape the database and the admin expect. */
  function wellFormed(row: BeaconRow): boolean {
    const vitalsOk = (['lcp', 'inp', 'cls', 'ttfb'] as const).every((name) => {
      const value = row[name]
      return value === null || (Number.isFinite(value) && value >= 0 && value <= 600_000)
    })
    const { locale, path } = row
    const bare = locale === 'nl' ? path : path.slice(3) || '/'
    return (
      (row.kind === 'view' || row.kind === 'vitals') &&
      ['nl', 'en', 'fr'].includes(locale) &&
      (locale === 'nl' || path === `/${locale}` || path.startsWith(`/${locale}/`)) &&
      pages.has(bare) &&
      [row.referrerHost].every((host) => host === null || sourceHost(host) === host) &&
      [row.utmSource, row.utmMedium, row.utmCampaign].every(
        (value) => value === null || sourceCampaign(value) === value,
      ) &&
      (row.device === null || ['phone', 'tablet', 'desktop'].includes(row.device)) &&
      (row.kind === 'view'
        ? row.device !== null && /^[\w-]{22}$/.test(row.visitor ?? '')
        : row.device === null && row.visitor === null) &&
      vitalsOk &&
      /^\d{4}-\d{2}-\d{2}$/.test(row.day)
    )
  }

  const hostile = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      '/',
      '/en',
      '/fr/faq',
      '/cases/gaivota/',
      '/en/cases?x=1',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%2e%2e/admin',
      '/faq\u0000',
      'www.google.com',
      'https://www.google.com/search?q=vonk',
      'xn--bcher-kva.example',
      '<img src=x onerror=alert(1)>',
      '=cmd|" /C calc"!A0',
      'spring_sale',
      'a'.repeat(300),
    ),
  )
  const number = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.constantFrom(0, -1, 1e308, Number.NaN, 390, 2500, 0.1),
  )
  const anything = fc.oneof(hostile, number, fc.boolean(), fc.constant(null), fc.object())
  const beaconLike = fc.record(
    {
      k: fc.oneof(fc.constantFrom('view', 'vitals'), anything),
      p: fc.oneof(hostile, anything),
      r: hostile,
      us: hostile,
      um: hostile,
      uc: hostile,
      w: fc.oneof(number, anything),
      lcp: number,
      inp: number,
      cls: number,
      ttfb: number,
      extra: anything,
    },
    { requiredKeys: [] },
  )
  // Beacons of real pages, with hostile values in the fields a visitor can choose.
  const page = fc.constantFrom('/', '/en', '/fr/faq', '/cases/gaivota/', '/en/contact', '/faq')
  const nearView = fc.record(
    {
      k: fc.constant('view'),
      p: page,
      w: fc.integer({ min: -5, max: 5_000 }),
      r: hostile,
      us: hostile,
      um: hostile,
      uc: hostile,
    },
    { requiredKeys: ['k', 'p', 'w'] },
  )
  const nearVitals = fc.record(
    { k: fc.constant('vitals'), p: page, lcp: number, inp: number, cls: number, ttfb: number },
    { requiredKeys: ['k', 'p'] },
  )
  const body = fc.oneof(
    nearView.map((value) => JSON.stringify(value)),
    nearVitals.map((value) => JSON.stringify(value)),
    beaconLike.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string(),
    fc.uint8Array({ maxLength: 2_000 }),
  )
  const headers = fc.record(
    {
      origin: fc.constantFrom(origin, origin, origin, 'https://evil.example', 'null', ''),
      'content-type': fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'multipart/form-data',
      ),
      dnt: fc.constantFrom('0', '0', '1'),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-origin', 'cross-site', 'none'),
    },
    { requiredKeys: [] },
  )

  it('stores nothing malformed, whatever arrives (fuzz)', async () => {
    let stored = 0
    await fc.assert(
      fc.asyncProperty(body, headers, async (sent, extra) => {
        const { status, rows } = await receive(sent as BodyInit, extra)
        expect([204, 400, 403, 413, 415]).toContain(status)
        expect(rows.length).toBeLessThanOrEqual(1)
        for (const row of rows) expect(wellFormed(row), JSON.stringify(row)).toBe(true)
        if (rows.length === 1) expect(status).toBe(204)
        stored += rows.length
      }),
      { numRuns: 1_500 },
    )
    // The generators reach the storing path too, not only the refusals.
    expect(stored).toBeGreaterThan(20)
  })
})

describe('the beacon schema', () => {
  it('classes devices by the viewport the site lays out for', () => {
    expect([320, 767, 768, 1023, 1024, 2560].map(deviceClass)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ])
  })

  it('accepts the shapes the collector sends, and keeps the trailing slash out of the path', () => {
    const parsed = beaconSchema.parse({ k: 'view', p: '/cases/gaivota/', w: 1440 })
    expect(beaconRecord(parsed, (path) => pages.has(path))).toMatchObject({
      path: '/cases/gaivota',
      locale: 'nl',
      device: 'desktop',
    })
  })
})
