import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The visitor hash's salt for one day (src/lib/insight/privacy.ts), random, shared by
 * every instance through the database so a visitor is one visitor whichever instance
 * answers, and deleted once its day is over: then nobody, this site included, can
 * compute that day's hashes again. Held in memory for the day it belongs to.
 */
const key = Symbol.for('vonk.insightSalt')
const holder = globalThis as { [key]?: { day: string; salt: Promise<string> } }

export function saltFor(payload: Payload, day: string): Promise<string> {
  const held = holder[key]
  if (held?.day === day) return held.salt
  const salt = storedSalt(payload, day)
  holder[key] = { day, salt }
  // A failed read is asked again by the next beacon.
  salt.catch(() => {
    if (holder[key]?.salt === salt) holder[key] = undefined
  })
  return salt
}

async function storedSalt(payload: Payload, day: string): Promise<string> {
  const existing = await findSalt(payload, day)
  if (existing) return existing
  try {
    await payload.create({
      collection: 'visitor-salts',
      data: { day, salt: randomBytes(32).toString('base64url') },
      depth: 0,
    })
  } catch {
    // Another instance stored today's salt first (the day is unique): that one counts.
  }
  const stored = await findSalt(payload, day)
  if (!stored) throw new Error('[insight] no salt for today')
  // Yesterday's salt is of no use to anyone now.
  await deleteSaltsBefore(payload, day)
  return stored
}

async function findSalt(payload: Payload, day: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'visitor-salts',
    where: { day: { equals: day } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0]?.salt ?? null
}

export async function deleteSaltsBefore(payload: Payload, day: string): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'visitor-salts',
    where: { day: { less_than: day } },
    depth: 0,
  })
  return docs.length
}
