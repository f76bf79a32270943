import { describe, expect, it } from 'vitest'

import { issueStartToken } from '@/lib/forms/token'

import { payload, startPayload } from './support/startPayload'

/**
 * A post sent again is stored once: the form posts again when its answer was lost (the
 * instance that had it ended, src/lib/forms/retry.ts), and the copy may arrive after the
 * first was stored, or at the same moment through another instance. On a throwaway
 * database: SQLite, or PostgreSQL in `npm run test:postgres`, where the two copies'
 * transactions really race on the unique key.
 */
startPayload('submission-once')
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'

/** Each test its own visitor address: the submission limit counts per address. */
let nextAddress = 1
const visitor = () => ({ address: `127.0.1.${nextAddress++}`, userAgent: 'vitest' })
const startedAt = (form: 'contact' | 'quote') => issueStartToken(form, Date.now() - 10_000)

const contact = (name: string, token: string) => ({
  name,
  email: `${name}@example.com`,
  subject: 'general',
  message: 'Wij willen een nieuwe webshop.',
  locale: 'nl',
  startedAt: token,
})

async function leadsNamed(name: string) {
  const { docs } = await payload.find({ collection: 'leads', where: { name: { equals: name } } })
  return docs
}

/** The mail jobs queued for a record of a collection (leads' kinds start `lead-`). */
async function jobsFor(kindPrefix: 'lead-' | 'quote-', id: number | string) {
  const { docs } = await payload.find({ collection: 'payload-jobs', limit: 0, depth: 0 })
  return docs.filter((job) => {
    const input = job.input as { kind?: string; id?: string }
    return input.id === String(id) && input.kind?.startsWith(kindPrefix)
  }).length
}

describe('the same post sent again', () => {
  it('after the first was stored: received, one lead, its mail queued once', async () => {
    const { submitForm } = await import('@/server/forms/handler')
    const { contactForm } = await import('@/server/forms/definitions')
    const fields = contact('again', startedAt('contact'))
    const who = visitor()
    expect(await submitForm(contactForm, fields, who)).toEqual({ kind: 'success' })
    expect(await submitForm(contactForm, { ...fields }, who)).toEqual({ kind: 'success' })
    const leads = await leadsNamed('again')
    expect(leads).toHaveLength(1)
    expect(await jobsFor('lead-', leads[0]?.id ?? 'none')).toBe(2)
  })

  it('at the same moment: one lead', async () => {
    const { submitForm } = await import('@/server/forms/handler')
    const { contactForm } = await import('@/server/forms/definitions')
    for (let round = 0; round < 5; round++) {
      const fields = contact(`race-${round}`, startedAt('contact'))
      const outcomes = await Promise.all([
        submitForm(contactForm, fields, visitor()),
        submitForm(contactForm, { ...fields }, visitor()),
      ])
      expect(outcomes, `round ${round}`).toEqual([{ kind: 'success' }, { kind: 'success' }])
      expect(await leadsNamed(`race-${round}`), `round ${round}`).toHaveLength(1)
    }
  })

  it('a correction (other words, same form view) is another post', async () => {
    const { submitForm } = await import('@/server/forms/handler')
    const { contactForm } = await import('@/server/forms/definitions')
    const token = startedAt('contact')
    const who = visitor()
    await submitForm(contactForm, contact('corrected', token), who)
    await submitForm(contactForm, { ...contact('corrected', token), message: 'Een app.' }, who)
    expect(await leadsNamed('corrected')).toHaveLength(2)
  })

  it('without a verified start token, nothing is taken for a copy', async () => {
    const { submitForm } = await import('@/server/forms/handler')
    const { contactForm } = await import('@/server/forms/definitions')
    const fields = contact('tokenless', '')
    await submitForm(contactForm, fields, visitor())
    await submitForm(contactForm, fields, visitor())
    const leads = await leadsNamed('tokenless')
    expect(leads.map((lead) => [lead.review, lead.submissionKey ?? null])).toEqual([
      [true, null],
      [true, null],
    ])
  })

  it("the quote assistant's answers likewise", async () => {
    const { submitForm } = await import('@/server/forms/handler')
    const { quoteForm } = await import('@/server/forms/definitions')
    const fields = {
      email: 'quote-again@example.com',
      goal: 'quote',
      service: 'dev',
      details: 'Tien pagina’s en een blog.',
      location: 'Utrecht',
      locale: 'nl',
      startedAt: startedAt('quote'),
    }
    const who = visitor()
    expect(await submitForm(quoteForm, fields, who)).toEqual({ kind: 'success' })
    expect(await submitForm(quoteForm, { ...fields }, who)).toEqual({ kind: 'success' })
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { email: { equals: 'quote-again@example.com' } },
    })
    expect(docs).toHaveLength(1)
    expect(await jobsFor('quote-', docs[0]?.id ?? 'none')).toBe(1)
  })
})
