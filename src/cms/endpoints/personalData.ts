import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/lib/roles'
import { erasePersonalData, exportPersonalData } from '@/cms/leads/personalData'
import { normalizeEmail } from '@/lib/leads/personalData'

/** Only accounts that follow up leads (sales, admin) see or erase a person's data. */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Unauthorized' }, { status: 401 })
  if (!hasRole(req.user, 'admin', 'sales')) {
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  }
  return null
}

const noStore = { 'cache-control': 'no-store' }

/**
 * `GET /api/leads/personal-data?email=…`: everything stored about that address, as a
 * JSON download. `POST /api/leads/personal-data/erase` (`{ email }`): deletes it, the
 * emails in the outbox to and about that person included (`mails`: how many).
 */
export const personalDataEndpoints: Endpoint[] = [
  {
    path: '/personal-data',
    method: 'get',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const email = normalizeEmail(req.searchParams.get('email'))
      if (!email) return Response.json({ error: 'Give a valid email address.' }, { status: 400 })
      const data = await exportPersonalData(req.payload, email, req)
      return Response.json(data, {
        headers: {
          ...noStore,
          'content-disposition': `attachment; filename="personal-data-${email.replace(/[^a-z0-9@._-]/g, '_')}.json"`,
        },
      })
    },
  },
  {
    path: '/personal-data/erase',
    method: 'post',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const body = (await req.json?.().catch(() => null)) as { email?: unknown } | null
      const email = normalizeEmail(body?.email)
      if (!email) return Response.json({ error: 'Give a valid email address.' }, { status: 400 })
      const { erased, mails } = await erasePersonalData(req.payload, email, req)
      return Response.json({ email, erased, mails }, { headers: noStore })
    },
  },
]
