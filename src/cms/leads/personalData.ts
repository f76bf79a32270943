import type { Payload, PayloadRequest } from 'payload'

import { removeMailsOf } from '@/lib/mail/outboxFiles'
import { outboxDir } from '@/lib/mail/transport'

import {
  personalDataCollections,
  type PersonalCollection,
  type PersonalData,
} from '@/lib/leads/personalData'

/** Exact, case-insensitive matches: `like` narrows in the database, the filter decides. */
async function recordsOf(
  payload: Payload,
  collection: PersonalCollection,
  email: string,
  req: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection,
    where: { email: { like: email } },
    pagination: false,
    depth: 0,
    req,
  })
  return (docs as unknown as Record<string, unknown>[]).filter(
    (doc) => typeof doc.email === 'string' && doc.email.trim().toLowerCase() === email,
  )
}

export async function exportPersonalData(
  payload: Payload,
  email: string,
  req: PayloadRequest,
): Promise<PersonalData> {
  const records = {} as PersonalData['records']
  for (const collection of personalDataCollections) {
    records[collection] = await recordsOf(payload, collection, email, req)
  }
  return { email, exportedAt: new Date().toISOString(), records }
}

export type Erasure = { erased: Record<PersonalCollection, number>; mails: number }

/**
 * Deletes every record of this address and every email in the outbox to or about it
 * (found by record, src/lib/mail/outboxFiles.ts); returns how many of each. Emails of a
 * record are removed after the record, so a failure in between leaves files of no
 * record, which the daily purge removes.
 */
export async function erasePersonalData(
  payload: Payload,
  email: string,
  req: PayloadRequest,
): Promise<Erasure> {
  const erased = {} as Record<PersonalCollection, number>
  let mails = 0
  for (const collection of personalDataCollections) {
    const found = await recordsOf(payload, collection, email, req)
    for (const doc of found) {
      // The erasure right overrides the rule that only admins delete leads.
      await payload.delete({ collection, id: doc.id as number, overrideAccess: true, req })
    }
    erased[collection] = found.length
    mails += removeMailsOf(
      outboxDir(),
      collection,
      found.map((doc) => doc.id as number),
    )
  }
  payload.logger.info(
    `[privacy] erased the personal data of one address on request of user ${String(req.user?.id)}: ${JSON.stringify({ ...erased, mails })}`,
  )
  return { erased, mails }
}
