/**
 * The collector, loaded after the page is idle (VisitorInsight.tsx): a beacon per page
 * view, and one with the landing page's Core Web Vitals when the tab is hidden (LCP,
 * INP, CLS and TTFB from the `web-vitals` library, vitals.ts, fetched after the first
 * view). Sent with `navigator.sendBeacon` to the site itself; nothing is kept in the
 * browser.
 */
import type { Metric } from 'web-vitals'

import type { Beacon, VitalName } from '@/lib/insight/beacon'

const endpoint = '/insight'
/** The path of the page the vitals belong to: the one the tab loaded. */
let landing: string | undefined
let measured: Partial<Record<VitalName, number>> = {}
const sent = new Set<string>()

function send(beacon: Beacon) {
  navigator.sendBeacon(endpoint, new Blob([JSON.stringify(beacon)], { type: 'application/json' }))
}

/** Counts the page now showing. */
export function view() {
  const { pathname, search, hostname } = location
  const beacon: Beacon = { k: 'view', p: pathname, w: innerWidth }
  if (landing === undefined) {
    landing = pathname
    // Only the referring site's host, and only when it is another site.
    const from = URL.canParse(document.referrer) ? new URL(document.referrer).hostname : ''
    if (from && from !== hostname) beacon.r = from
    measure()
  }
  const query = new URLSearchParams(search)
  for (const [field, name] of [
    ['us', 'source'],
    ['um', 'medium'],
    ['uc', 'campaign'],
  ] as const) {
    const value = query.get(`utm_${name}`)
    if (value) beacon[field] = value
  }
  send(beacon)
}

function measure() {
  const keep = ({ name, value }: Metric) => {
    const key = name.toLowerCase() as VitalName
    // Each metric once per page: its value when the tab was first hidden.
    if (!sent.has(key)) measured[key] = value
  }
  void import('./vitals').then((vitals) => vitals.measure(keep))
  // After web-vitals' own listeners (on the window, capturing), which report on the same
  // event. A page left by a navigation may get only `pagehide`: what is measured goes too.
  const flush = () => {
    if (!landing) return
    const names = Object.keys(measured) as VitalName[]
    if (names.length === 0) return
    send({ k: 'vitals', p: landing, ...measured })
    for (const name of names) sent.add(name)
    measured = {}
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
}
