/**
 * How long personal data is kept (AVG/GDPR storage limitation), set in the site
 * settings and stated on the privacy page. A daily job deletes what is older.
 */
export type RetentionPeriods = {
  /** Handled leads and quote requests, counted from their last change (being marked handled). */
  handledLeadMonths: number
  /** Unconfirmed sign-ups from the sign-up, unsubscribed addresses from the unsubscribe. */
  subscriberDays: number
}

export const defaultRetention: RetentionPeriods = { handledLeadMonths: 24, subscriberDays: 30 }

export const retentionLimits = {
  handledLeadMonths: { min: 1, max: 120 },
  subscriberDays: { min: 1, max: 365 },
} as const

/** The settings' periods, with the defaults for anything missing or out of range. */
export function retentionOf(settings: Partial<RetentionPeriods> | null | undefined) {
  const pick = (key: keyof RetentionPeriods) => {
    const value = settings?.[key]
    const { min, max } = retentionLimits[key]
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : defaultRetention[key]
  }
  return { handledLeadMonths: pick('handledLeadMonths'), subscriberDays: pick('subscriberDays') }
}

/** The moments before which data is due: calendar months back, and whole days back. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods) {
  const leads = new Date(now)
  const day = leads.getUTCDate()
  leads.setUTCDate(1)
  leads.setUTCMonth(leads.getUTCMonth() - periods.handledLeadMonths)
  // 31 March minus one month is 28/29 February, not 3 March.
  const lastDay = new Date(
    Date.UTC(leads.getUTCFullYear(), leads.getUTCMonth() + 1, 0),
  ).getUTCDate()
  leads.setUTCDate(Math.min(day, lastDay))
  const subscribers = new Date(now.getTime() - periods.subscriberDays * 24 * 60 * 60 * 1000)
  return { leads, subscribers }
}
