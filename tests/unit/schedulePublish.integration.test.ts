import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * The admin's "schedule publish" (Payload's `schedule-publish` server function, which
 * itself only asks whether the caller may open the admin): only those who may publish a
 * document may schedule it or cancel its schedule (src/cms/schedulePublish.ts, applied
 * in src/app/(payload)/layout.tsx). Against a real throwaway database.
 */
startPayload('schedule-publish-db')

let mayScheduleOn: typeof import('@/cms/schedulePublish').mayScheduleOn
const staff: Record<'admin' | 'editor' | 'sales', TypedUser> = {} as never
let postId: number | string
let jobId: number | string

beforeAll(async () => {
  ;({ mayScheduleOn } = await import('@/cms/schedulePublish'))
  for (const role of ['admin', 'editor', 'sales'] as const) {
    staff[role] = (await payload.create({
      collection: 'users',
      data: {
        email: `${role}@vonkdigital.test`,
        password: 'a-long-enough-password-1',
        name: role,
        roles: [role],
      },
    })) as TypedUser
  }
  const post = await payload.create({
    collection: 'blog-posts',
    data: { title: 'Embargo tot maandag', slug: 'embargo', _status: 'draft' },
    draft: true,
  })
  postId = post.id
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'blog-posts', value: postId } },
    waitUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
  })
  jobId = job.id
})

describe('scheduling a publication in the admin', () => {
  const schedule = () => ({ type: 'publish', doc: { relationTo: 'blog-posts', value: postId } })

  it('editors and admins may schedule a document they may publish, and cancel its schedule', async () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(await mayScheduleOn(payload, staff[role], schedule())).toBe(true)
      expect(await mayScheduleOn(payload, staff[role], { ...schedule(), deleteID: jobId })).toBe(
        true,
      )
    }
  })

  it('sales may neither schedule an editor’s document nor cancel its schedule', async () => {
    expect(await mayScheduleOn(payload, staff.sales, schedule())).toBe(false)
    expect(await mayScheduleOn(payload, staff.sales, { ...schedule(), deleteID: jobId })).toBe(
      false,
    )
    expect(await mayScheduleOn(payload, staff.sales, { type: 'unpublish', global: 'home' })).toBe(
      false,
    )
    expect(await mayScheduleOn(payload, null, schedule())).toBe(false)
  })

  it('an editor may not schedule the site settings (admins publish those)', async () => {
    expect(await mayScheduleOn(payload, staff.editor, { global: 'site-settings' })).toBe(false)
    expect(await mayScheduleOn(payload, staff.admin, { global: 'site-settings' })).toBe(true)
  })

  it('a cancelled job must be a schedule the caller may publish; nothing else can be deleted', async () => {
    const other = await payload.jobs.queue({
      task: 'deliver-mail',
      queue: 'mail',
      input: { kind: 'lead-notification', id: '1' },
    })
    expect(await mayScheduleOn(payload, staff.admin, { ...schedule(), deleteID: other.id })).toBe(
      false,
    )
    expect(await mayScheduleOn(payload, staff.editor, { ...schedule(), deleteID: 999_999 })).toBe(
      false,
    )
  })
})
