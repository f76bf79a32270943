import type { Payload } from 'payload'

import type { Lead } from '@/payload-types'

/** A lead stored as the contact form stores it (its mail jobs are not run here). */
export function newLead(payload: Payload, name: string): Promise<Lead> {
  return payload.create({
    collection: 'leads',
    data: {
      name,
      email: `${name}@example.com`,
      subject: 'general',
      message: 'Hallo',
      locale: 'nl',
      clientHash: 'test',
    },
    depth: 0,
  })
}
