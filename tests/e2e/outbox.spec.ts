import { expect, test } from '@playwright/test'

import { editorToken } from './support/editor'
import { notifyAddress } from './support/env'
import { setSmtp, sinkMessages } from './support/mail'

// Takes the shared SMTP server down for a while: nothing else should run meanwhile
// in this file, and other files' mail simply arrives later (that is the point).
test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

const total = 200

test(`${total} leads posted while SMTP is down for part of the run: all stored, each notification delivered exactly once`, async ({
  request,
}) => {
  const tag = `outbox-${Date.now()}`
  const post = (index: number) =>
    request.post('/forms/contact', {
      headers: { accept: 'application/json' },
      data: {
        name: `${tag} lead ${index}`,
        email: `${tag}-${index}@example.com`,
        subject: 'new-project',
        message: `Lead ${index} of the outbox test`,
        locale: 'nl',
      },
    })

  const statuses: number[] = []
  try {
    for (let batch = 0; batch < total / 20; batch++) {
      if (batch === 2) await setSmtp('stop') // leads 40–159 arrive while mail is down
      if (batch === 8) await setSmtp('start')
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, offset) => post(batch * 20 + offset)),
      )
      statuses.push(...answers.map((answer) => answer.status()))
    }
  } finally {
    await setSmtp('start')
  }
  // The visitor never waits on SMTP: every post succeeded, also while it was down.
  expect(statuses.filter((status) => status === 201)).toHaveLength(total)

  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const stored = await request.get(
    `/api/leads?where[name][like]=${encodeURIComponent(tag)}&limit=0&depth=0`,
    { headers },
  )
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(total)

  const notifications = async () =>
    (await sinkMessages()).filter(
      (message) => message.to.includes(notifyAddress) && message.subject.includes(tag),
    )
  await expect
    .poll(async () => (await notifications()).length, { timeout: 200_000, intervals: [2_000] })
    .toBeGreaterThanOrEqual(total)
  const subjects = (await notifications()).map((message) => message.subject)
  expect(new Set(subjects).size, 'every lead notified').toBe(total)
  expect(subjects, 'no lead notified twice').toHaveLength(total)

  const sent = await request.get(
    `/api/leads?where[name][like]=${encodeURIComponent(tag)}&where[notification.status][equals]=sent&limit=0&depth=0`,
    { headers },
  )
  expect(((await sent.json()) as { totalDocs: number }).totalDocs).toBe(total)
})
