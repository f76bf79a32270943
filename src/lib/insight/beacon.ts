/**
 * What the visitor-insight collector (src/components/insight/collect.ts) sends, and
 * what of it the server keeps (issue 41). A beacon is hostile input like any post: one
 * strict schema says which shapes exist, and each value that reaches the database is
 * then kept only in its expected form (the lead sources' rules, src/lib/leads/source.ts).
 * Nothing in a beacon names the visitor: no cookie, no identifier, no address.
 */
import { z } from '@/lib/forms/zod'

import { splitLocale, type Locale } from '@/lib/i18n/locales'
import { sourceCampaign, sourceHost, sourcePath } from '@/lib/leads/source'

/** The largest body the endpoint reads; a real beacon is about 200 bytes. */
export const maxBeaconBytes = 1_024

/** The Core Web Vitals kept, each with the largest value that is still a measurement. */
export const vitalNames = ['lcp', 'inp', 'cls', 'ttfb'] as const
export type VitalName = (typeof vitalNames)[number]
const vitalMaximum: Record<VitalName, number> = {
  // Milliseconds, except CLS (a unitless score).
  lcp: 600_000,
  inp: 600_000,
  cls: 100,
  ttfb: 600_000,
}

const text = z.string().max(2_000)
const vital = (name: VitalName) => z.number().finite().min(0).max(vitalMaximum[name]).optional()

const view = z.strictObject({
  k: z.literal('view'),
  /** The page's path (no query, no fragment). */
  p: text,
  /** The host of the page that referred to this one, when it is another site. */
  r: text.optional(),
  /** utm_source, utm_medium and utm_campaign of the page's address. */
  us: text.optional(),
  um: text.optional(),
  uc: text.optional(),
  /** The viewport's width in CSS pixels: only its device class is kept. */
  w: z.number().int().min(1).max(100_000),
})

const vitals = z
  .strictObject({
    k: z.literal('vitals'),
    p: text,
    lcp: vital('lcp'),
    inp: vital('inp'),
    cls: vital('cls'),
    ttfb: vital('ttfb'),
  })
  .refine((beacon) => vitalNames.some((name) => beacon[name] !== undefined))

/**
 * The shapes a beacon may have. The collector builds the same type (a type import: no
 * zod reaches the browser); the endpoint parses every post with it.
 */
export const beaconSchema = z.discriminatedUnion('k', [view, vitals])
export type Beacon = z.infer<typeof beaconSchema>

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof deviceClasses)[number]

/** Phone below the site's `md` breakpoint, tablet below `lg`, desktop from there on. */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'phone'
  if (viewportWidth < 1024) return 'tablet'
  return 'desktop'
}

/** One beacon as it is stored: every value in its expected shape, or null. */
export type BeaconRecord = {
  kind: Beacon['k']
  path: string
  locale: Locale
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  device: DeviceClass | null
  lcp: number | null
  inp: number | null
  cls: number | null
  ttfb: number | null
}

/**
 * A parsed beacon as it is kept, or null when its page is not one of the site's
 * (`isPage` gets the locale-free path). A referrer or campaign value of the wrong
 * shape is dropped (null), as a lead's source is: the view still counts.
 */
export function beaconRecord(
  beacon: Beacon,
  isPage: (path: string) => boolean,
): BeaconRecord | null {
  const path = sourcePath(beacon.p)
  if (path === null) return null
  const { locale, path: localeFree } = splitLocale(path)
  const clean = localeFree.replace(/(.)\/$/, '$1')
  if (!isPage(clean)) return null
  const record: BeaconRecord = {
    kind: beacon.k,
    path: path.replace(/(.)\/$/, '$1'),
    locale,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: null,
    lcp: null,
    inp: null,
    cls: null,
    ttfb: null,
  }
  if (beacon.k === 'view') {
    record.referrerHost = sourceHost(beacon.r)
    record.utmSource = sourceCampaign(beacon.us)
    record.utmMedium = sourceCampaign(beacon.um)
    record.utmCampaign = sourceCampaign(beacon.uc)
    record.device = deviceClass(beacon.w)
  } else {
    for (const name of vitalNames) {
      const value = beacon[name]
      if (value === undefined) continue
      // Milliseconds as whole numbers; CLS to four decimals.
      record[name] = name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value)
    }
  }
  return record
}
