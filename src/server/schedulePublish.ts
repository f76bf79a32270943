import 'server-only'

import { headers } from 'next/headers'

import { payloadClient } from '@/cms/client'
import { mayScheduleOn, type ScheduleArgs } from '@/cms/schedulePublish'

/** Whether the caller of the admin's schedule-publish function may publish its document. */
export async function maySchedulePublish(args: unknown): Promise<boolean> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return mayScheduleOn(payload, user, (args ?? {}) as ScheduleArgs)
}
