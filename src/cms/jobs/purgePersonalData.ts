import type { TaskConfig } from 'payload'

import { purgePersonalData, type PurgeCounts } from '@/cms/leads/purge'
import { retentionOf } from '@/lib/leads/retention'

/** Daily at 03:00 server time (seconds field first, as Payload's croner reads it). */
export const purgeSchedule = '0 0 3 * * *'
export const maintenanceQueue = 'maintenance'

/**
 * Deletes personal data whose retention period (site settings) has passed, the
 * outbox's emails of deleted records included, and searches without results after 90
 * days, and logs how much. Scheduled on the jobs queue the server already runs (src/cms/mail/outbox.ts
 * asks Payload to queue due schedules and runs this queue), so every instance may try:
 * Payload queues one job per due run, and a run twice deletes nothing new.
 */
export const purgePersonalDataTask: TaskConfig<{
  input: Record<string, never>
  output: PurgeCounts
}> = {
  slug: 'purge-personal-data',
  schedule: [{ cron: purgeSchedule, queue: maintenanceQueue }],
  outputSchema: [
    { name: 'leads', type: 'number', required: true },
    { name: 'quoteRequests', type: 'number', required: true },
    { name: 'pendingSubscribers', type: 'number', required: true },
    { name: 'unsubscribed', type: 'number', required: true },
    { name: 'mails', type: 'number', required: true },
    { name: 'searchMisses', type: 'number', required: true },
    { name: 'visitorBeacons', type: 'number', required: true },
  ],
  retries: 3,
  handler: async ({ req }) => {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const counts = await purgePersonalData(req.payload, retentionOf(settings.retention))
    req.payload.logger.info({ msg: '[retention] personal data past its period deleted', ...counts })
    return { output: counts }
  },
}
