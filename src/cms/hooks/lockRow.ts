import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook } from 'payload'

import { usesPostgres } from '@/lib/dataPaths'

type Session = { db: { execute(query: ReturnType<typeof sql>): Promise<unknown> } }

/**
 * A save of a record that another writer changes column by column (the mailer's delivery
 * columns, src/cms/mail/delivery.ts) first locks the record's row, on PostgreSQL, in the
 * save's own transaction. Payload reads the record after that and writes every column
 * back: without the lock, staff moving a lead on while its email went out wrote the
 * "queued" they had read back over the mailer's "sent" (read committed), and the sweep
 * would have sent it again. With it, the mailer's UPDATE either came first and is read,
 * or waits for the save to commit. SQLite here has no transactions and one writer.
 */
export const lockRowForUpdate: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const id = (args as { id?: number | string }).id
  if (operation !== 'update' || id === undefined || !usesPostgres()) return args
  const transaction = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> }).sessions
  const session = transaction === undefined ? undefined : sessions?.[String(transaction)]
  if (!session) return args
  // The slug comes from the config, the id is bound: `leads` → "leads".
  const table = sql.raw(`"${collection.slug.replaceAll('-', '_')}"`)
  await session.db.execute(sql`SELECT 1 FROM ${table} WHERE id = ${Number(id)} FOR UPDATE`)
  return args
}
