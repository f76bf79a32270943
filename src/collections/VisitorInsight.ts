import type { CollectionConfig, Field } from 'payload'

/**
 * First-party visitor insight (issue 41), stored on the site's own database. No person
 * reads or writes these records through the admin or the API: the beacon endpoint
 * writes them in batches (src/cms/insight/store.ts), the retention purge rolls them up
 * and deletes them, and the "Bezoekers" view reads them for admins and sales
 * (src/server/admin/visitorsView.ts). No timestamps: a beacon keeps only its day.
 */
const nobody = () => false
const closed = { read: nobody, create: nobody, update: nobody, delete: nobody } as const
const internal = {
  access: closed,
  admin: { hidden: true },
  // Nobody edits them, so no edit locks (and no columns for them in Payload's lock table).
  lockDocuments: false,
  timestamps: false,
} as const satisfies Partial<CollectionConfig>

const text = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', ...extra }) as Field
const number = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'number', ...extra }) as Field

/** Raw beacons, at most 7 days (src/lib/insight/retention.ts). */
export const VisitorBeacons: CollectionConfig = {
  slug: 'visitor-beacons',
  ...internal,
  fields: [
    text('day', { required: true, index: true }),
    // 'view' or 'vitals'
    text('kind', { required: true }),
    text('path', { required: true }),
    text('locale', { required: true }),
    text('referrerHost'),
    text('utmSource'),
    text('utmMedium'),
    text('utmCampaign'),
    // 'phone', 'tablet' or 'desktop'
    text('device'),
    // The day's visitor hash (src/lib/insight/privacy.ts), emptied when the day is rolled up.
    text('visitor'),
    number('lcp'),
    number('inp'),
    number('cls'),
    number('ttfb'),
  ],
}

/** Page views and unique visitors per day and dimension (page, referrer, campaign …). */
export const VisitorDays: CollectionConfig = {
  slug: 'visitor-days',
  ...internal,
  indexes: [{ fields: ['day', 'dimension', 'key'], unique: true }],
  fields: [
    text('day', { required: true, index: true }),
    text('dimension', { required: true }),
    text('key', { required: true }),
    number('views', { required: true }),
    number('visitors', { required: true }),
  ],
}

/** Core Web Vitals per day, page and metric, as a histogram (src/lib/insight/percentiles.ts). */
export const VisitorVitals: CollectionConfig = {
  slug: 'visitor-vitals',
  ...internal,
  indexes: [{ fields: ['day', 'path', 'metric', 'value'], unique: true }],
  fields: [
    text('day', { required: true, index: true }),
    text('path', { required: true }),
    text('metric', { required: true }),
    number('value', { required: true }),
    number('count', { required: true }),
  ],
}

/** Today's random salt of the visitor hash, shared by every instance; deleted after its day. */
export const VisitorSalts: CollectionConfig = {
  slug: 'visitor-salts',
  ...internal,
  fields: [text('day', { required: true, unique: true }), text('salt', { required: true })],
}

export const visitorInsightCollections = [VisitorBeacons, VisitorDays, VisitorVitals, VisitorSalts]
