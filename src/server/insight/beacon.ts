import 'server-only'

import type { Payload } from 'payload'

import { payloadClient } from '@/cms/client'
import { BeaconBuffer } from '@/cms/insight/buffer'
import { writeBeacons, type BeaconRow } from '@/cms/insight/rollup'
import { saltFor } from '@/cms/insight/salt'
import { requestClientAddress } from '@/lib/http/clientAddress'
import { readLimited } from '@/lib/http/readLimited'
import { beaconRecord, beaconSchema, maxBeaconBytes } from '@/lib/insight/beacon'
import { dayOf } from '@/lib/insight/days'
import { asksNotToBeTracked, isCrawler, visitorHash } from '@/lib/insight/privacy'
import { visitorInsightEnabled } from '@/lib/insight/settings'
import { onDrain } from '@/lib/lifecycle'
import { takeBeacon } from '@/lib/rateLimit'
import { knownPaths } from '@/lib/routes/registry'
import { isResultPage } from '@/lib/routes/resultPages'

/**
 * `POST /insight`: one beacon of the visitor-insight collector (issue 41). It takes only
 * what it expects and answers without a body:
 * - 204: stored, or deliberately not counted (Do Not Track or Global Privacy Control,
 *   a crawler, insight switched off);
 * - 403 from another origin; 413 past 1 kB; 415 not JSON; 400 not a beacon of one of
 *   the site's pages; 429 past the client's limit (src/lib/rateLimit.ts).
 * Never 5xx: if the database cannot take it, the beacon is lost, not the visitor's page.
 */
export async function receiveBeacon(request: Request, store: BeaconStore = sharedStore()) {
  try {
    return await answer(request, store)
  } catch (error) {
    console.error(
      `[insight] a beacon was dropped: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`,
    )
    return noContent(204)
  }
}

/** Where accepted beacons go: the batch buffer in production, a list in the tests. */
export type BeaconStore = {
  payload: () => Promise<Payload>
  add: (row: BeaconRow) => void
}

async function answer(request: Request, store: BeaconStore): Promise<Response> {
  const { headers } = request
  if (!visitorInsightEnabled()) return noContent(204)
  if (!isSameOrigin(headers)) return noContent(403)
  // Not counted, and not read: a visitor who asked for it, or a crawler.
  if (asksNotToBeTracked(headers) || isCrawler(headers.get('user-agent'))) return noContent(204)
  const type = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json' || headers.has('content-encoding')) return noContent(415)
  if (Number(headers.get('content-length') ?? 0) > maxBeaconBytes) return noContent(413)
  const body = await readLimited(request, maxBeaconBytes)
  if (body === null) return noContent(413)
  const address = requestClientAddress(headers)
  if (await takeBeacon(address)) return noContent(429)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return noContent(400)
  }
  const parsed = beaconSchema.safeParse(json)
  if (!parsed.success) return noContent(400)
  const known = await knownPaths()
  const record = beaconRecord(
    parsed.data,
    (path) => known === null || known.has(path) || isResultPage(path),
  )
  if (!record) return noContent(400)
  const day = dayOf(new Date())
  let visitor: string | null = null
  if (record.kind === 'view') {
    const salt = await saltFor(await store.payload(), day)
    const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? ''
    visitor = visitorHash(salt, host, address, headers.get('user-agent') ?? '')
  }
  store.add({ ...record, day, visitor })
  return noContent(204)
}

const noContent = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Same origin only: `Origin` (every browser sends it with a beacon's POST) must name
 * the host the request was sent to, and a browser's `Sec-Fetch-Site`, when sent, must
 * say same-origin. Without an Origin it is no beacon of ours.
 */
function isSameOrigin(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin') return false
  const origin = headers.get('origin')
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  if (!origin || !host) return false
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase()
    )
  } catch {
    return false
  }
}

/** One buffer per process, flushed when the process stops. */
const key = Symbol.for('vonk.insightBuffer')
const holder = globalThis as { [key]?: BeaconStore }

function sharedStore(): BeaconStore {
  if (!holder[key]) {
    const buffer = new BeaconBuffer<BeaconRow>(async (rows) =>
      writeBeacons(await payloadClient(), rows),
    )
    onDrain('visitor-insight', () => buffer.flush())
    holder[key] = { payload: payloadClient, add: (row) => void buffer.add(row) }
  }
  return holder[key]
}
