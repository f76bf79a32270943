import type { Endpoint, PayloadRequest } from 'payload'

import { toCsv } from '@/lib/leads/csv'

/**
 * `GET /api/<collection>/export.csv`: every record the signed-in account may read
 * (the collection's own access, applied by the find: sales and admins), as a
 * spreadsheet-safe CSV. Without a session 401; without the role Payload answers 403.
 */
export function csvExportEndpoint(
  collection: 'leads' | 'quote-requests' | 'newsletter-subscribers',
  columns: string[],
): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user) return Response.json({ error: 'Unauthorized' }, { status: 401 })
      const { docs } = await req.payload.find({
        collection,
        pagination: false,
        // Owners and note authors by their email (src/lib/leads/csv.ts).
        depth: 1,
        sort: '-createdAt',
        overrideAccess: false,
        user: req.user,
        req,
      })
      const csv = toCsv(columns, docs as unknown as Record<string, unknown>[])
      const date = new Date().toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${collection}-${date}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  }
}
