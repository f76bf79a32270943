import type { Endpoint, PayloadRequest } from 'payload'

import { toCsv } from '@/lib/leads/csv'

/**
 * `GET /api/<collection>/export.csv`: every record for signed-in staff, as a
 * spreadsheet-safe CSV. Anyone else gets 401.
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
        depth: 0,
        sort: '-createdAt',
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
