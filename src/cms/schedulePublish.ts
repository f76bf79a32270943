import {
  createLocalReq,
  docAccessOperation,
  docAccessOperationGlobal,
  type Payload,
  type TypedUser,
} from 'payload'

/** What the admin's "schedule publish" server function is asked to do (Payload 3.90). */
type Target = {
  doc?: { relationTo?: string; value?: number | string } | null
  global?: string | { slug?: string } | null
}
export type ScheduleArgs = Target & { type?: string; deleteID?: number | string | null }

/**
 * Payload's `schedule-publish` server function only checks that the caller may open
 * the admin: any staff account, sales included, could publish or unpublish any
 * document at a time of its choosing, or cancel an editor's schedule (its `deleteID`
 * deletes the job with the Local API's rights). Allowed here only to those who may
 * publish the document itself, and for a cancelled job the one it belonged to, the
 * rule Payload's own listing of the schedule already applies.
 */
export async function mayScheduleOn(
  payload: Payload,
  user: TypedUser | null,
  args: ScheduleArgs,
): Promise<boolean> {
  if (!user) return false
  const targets: Target[] = [args]
  if (args.deleteID !== undefined && args.deleteID !== null) {
    const job = await payload.findByID({
      collection: 'payload-jobs',
      id: args.deleteID,
      depth: 0,
      disableErrors: true,
    })
    if (!job || job.taskSlug !== 'schedulePublish') return false
    targets.push((job.input ?? {}) as Target)
  }
  const req = await createLocalReq({ user }, payload)
  for (const target of targets) {
    if (!(await mayPublish(payload, req, target))) return false
  }
  return true
}

async function mayPublish(
  payload: Payload,
  req: Awaited<ReturnType<typeof createLocalReq>>,
  { doc, global }: Target,
): Promise<boolean> {
  const data = { _status: 'published' }
  if (doc?.relationTo && doc.value !== undefined) {
    const config = payload.collections[doc.relationTo as keyof typeof payload.collections]?.config
    if (!config) return false
    const access = await docAccessOperation({ id: doc.value, collection: { config }, data, req })
    return access.update === true
  }
  const slug = typeof global === 'string' ? global : global?.slug
  if (slug) {
    const globalConfig = payload.config.globals.find((entry) => entry.slug === slug)
    if (!globalConfig) return false
    const access = await docAccessOperationGlobal({ globalConfig, data, req })
    return access.update === true
  }
  return false
}
