import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/lib/roles'
import { payloadSecret } from '@/lib/secret'

/**
 * Scheduled publishing (Payload's `schedulePublish` jobs, queue `default`) changes what
 * visitors see, and expiring the cached pages needs a Next.js request. So the server
 * runs that queue through its own jobs endpoint, `/api/payload-jobs/run`, over the
 * loopback address server.ts announces in `INTERNAL_ORIGIN`, with a token derived from
 * the secret. Without it (`next dev`) the jobs run in-process; dev caches nothing.
 */
export const publishingQueue = 'default'

function runnerToken(): string {
  return createHmac('sha256', payloadSecret()).update('jobs-runner').digest('hex')
}

/** Who may run jobs over HTTP: admins, and this server's own runner. */
export function canRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (hasRole(req.user, 'admin')) return true
  const given = Buffer.from(req.headers.get('authorization') ?? '')
  const expected = Buffer.from(`Bearer ${runnerToken()}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Runs what is due on the publishing queue; a failure is thrown for the outbox loop's backoff. */
export async function runScheduledPublishing(payload: Payload): Promise<void> {
  const origin = process.env.INTERNAL_ORIGIN
  if (!origin) {
    await payload.jobs.run({ queue: publishingQueue, limit: 10, silent: { info: true } })
    return
  }
  const query = new URLSearchParams({
    queue: publishingQueue,
    limit: '10',
    disableScheduling: 'true',
    silent: 'true',
  })
  const response = await fetch(`${origin}/api/payload-jobs/run?${query}`, {
    headers: { authorization: `Bearer ${runnerToken()}` },
  })
  if (!response.ok) {
    throw new Error(`[publishing] the jobs endpoint answered ${response.status}`)
  }
}
