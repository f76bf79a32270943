import { describe, expect, it } from 'vitest'

import { settleNotes, statusChangedAt } from '@/lib/leads/workflow'

const now = new Date('2026-11-27T10:00:00Z')
const saved = {
  id: 'a',
  text: 'Gebeld, terugbellen vrijdag',
  author: 7,
  createdAt: '2026-11-20T09:00:00.000Z',
}
const stored = [saved]

describe('notes on a lead', () => {
  it('gives a new note the signed-in author and the server time, whatever the client sent', () => {
    const notes = settleNotes(
      stored,
      [...stored, { id: 'new', text: ' Voorstel gestuurd ', author: 99, createdAt: '2000-01-01' }],
      3,
      now,
      false,
    )
    expect(notes).toEqual([
      saved,
      { text: 'Voorstel gestuurd', author: 3, createdAt: now.toISOString() },
    ])
  })

  it('keeps a saved note as it was: a client cannot rewrite its text, author or time', () => {
    const notes = settleNotes(
      stored,
      [{ id: 'a', text: 'Herschreven', author: 3, createdAt: '2030-01-01T00:00:00.000Z' }],
      3,
      now,
      false,
    )
    expect(notes).toEqual(stored)
  })

  it('puts back a saved note sales left out; an admin may remove one', () => {
    expect(settleNotes(stored, [], 3, now, false)).toEqual(stored)
    expect(settleNotes(stored, [], 1, now, true)).toEqual([])
  })

  it('drops empty new notes and a repeated id', () => {
    expect(settleNotes(stored, [saved, saved, { text: '   ' }], 3, now, false)).toEqual(stored)
  })
})

describe('the time of the last status change', () => {
  const before = '2026-11-01T00:00:00.000Z'
  it('is now on creation and when the status changes', () => {
    expect(statusChangedAt(undefined, 'new', null, now)).toBe(now.toISOString())
    expect(statusChangedAt('new', 'won', before, now)).toBe(now.toISOString())
  })

  it('stays as stored when the status does not change or is not sent', () => {
    expect(statusChangedAt('won', 'won', before, now)).toBe(before)
    expect(statusChangedAt('won', undefined, before, now)).toBe(before)
  })
})
