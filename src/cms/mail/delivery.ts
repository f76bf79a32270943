import type { Payload } from 'payload'

import { drizzleOperators } from '@/cms/database'
import { loggableError } from '@/lib/loggableError'
import { mailKinds, staleSendMs, type MailKind, type MailRecord } from '@/lib/mail/kinds'

import { composeMail } from './compose'

/**
 * Sends one email at most once: claim the record's delivery (one atomic UPDATE, so
 * of two runners only one wins), send, then record the outcome. A failure is
 * rethrown so the jobs queue retries it, as an error that names the email and the
 * record, not the person: the queue logs it and keeps it in its table. The record's
 * own `lastError` (erased with the record) keeps the mail server's full answer.
 *
 * A claim is never left behind by a failure of this process: whatever fails before the
 * mail server has the message (the record could not be read, the database went away)
 * gives the claim back, and a claim another runner holds makes this job try again later
 * rather than end, so a claim whose holder died is taken once it is stale.
 */
export async function deliverMail(payload: Payload, kind: MailKind, id: string): Promise<string> {
  const { collection, field } = mailKinds[kind]
  const claim = await claimDelivery(payload, collection, field, id)
  if (claim === 'done') return 'skipped'
  const what = `[mail] ${kind} ${collection} ${id}`
  if (claim === 'busy') throw new Error(`${what}: another runner is sending it; tried again later`)
  try {
    const record = (await payload.findByID({ collection, id, depth: 0 })) as MailRecord
    await payload.sendEmail(await composeMail(payload, kind, record))
  } catch (error) {
    const failure = `${what} not sent: ${loggableError(error)}`
    await recordDelivery(payload, kind, id, {
      status: 'failed',
      lastError: String(error).slice(0, 500),
    }).catch((recordError: unknown) => {
      throw new Error(`${failure}; not recorded: ${loggableError(recordError)}`)
    })
    throw new Error(failure)
  }
  await recordDelivery(payload, kind, id, {
    status: 'sent',
    sentAt: new Date().toISOString(),
    lastError: null,
  })
  return 'sent'
}

type DeliveryColumns = { status?: string; sentAt?: string; lastError?: string | null }

/**
 * Writes this email's delivery columns, and nothing else of the record, in one UPDATE.
 * Payload's own update writes back the whole record as it read it: on PostgreSQL (read
 * committed) the lead's other email, sent by a parallel job, or staff changing the lead's
 * status meanwhile, was overwritten with what it was before (a sent email left "sending"
 * and sent again by the sweep half an hour later, a failed one never retried, a new status
 * undone).
 */
export async function recordDelivery(
  payload: Payload,
  kind: MailKind,
  id: number | string,
  values: DeliveryColumns,
): Promise<void> {
  const { collection, field } = mailKinds[kind]
  const { adapter, table, progress } = deliveryTable(payload, collection, field)
  const { eq } = await drizzleOperators()
  await adapter.drizzle
    .update(table)
    .set(progress(values))
    .where(eq(table.id, Number(id)))
    .returning()
}

/**
 * On SQLite's restart: every email of this kind still "sending" was cut off by the
 * previous process, so it is failed (and its job, freed, sends it again).
 */
export async function releaseInterrupted(payload: Payload, kind: MailKind): Promise<void> {
  const { collection, field } = mailKinds[kind]
  const { adapter, table, column, progress } = deliveryTable(payload, collection, field)
  const { eq } = await drizzleOperators()
  await adapter.drizzle
    .update(table)
    .set(progress({ status: 'failed', lastError: 'interrupted by a restart' }))
    .where(eq(column('status'), 'sending'))
    .returning()
}

type Operators = Awaited<ReturnType<typeof drizzleOperators>>
type Column = Parameters<Operators['eq']>[0]
type Table = Record<string, Column>
type Db = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: () => Promise<unknown[]> }
    }
  }
}

/**
 * The adapter's own Drizzle database, tables and query builders: one UPDATE … WHERE …
 * is atomic on SQLite and PostgreSQL alike (Payload's updates read first).
 */
function deliveryTable(payload: Payload, collection: string, field: string) {
  const adapter = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  const table = adapter.tables[collection.replaceAll('-', '_')]
  if (!table?.id) throw new Error(`[mail] no table for ${collection}`)
  const column = (name: string): Column => {
    const found = table[`${field}_${name}`]
    if (!found) throw new Error(`[mail] no column ${field}_${name} in ${collection}`)
    return found
  }
  /**
   * The columns of one step of this email's delivery, stamped with its own `progressAt`
   * (the sweep's "last progress"). Never the record's updatedAt: that is the time of a
   * person's last edit, and Payload's edit view, open on the record while its mail is
   * retried, would take each step for another person's edit and refuse the save
   * ("document modified, reload"). Each name is checked: Drizzle skips unknown keys.
   */
  const progress = (values: Record<string, unknown>): Record<string, unknown> => {
    const step: Record<string, unknown> = { ...values, progressAt: new Date().toISOString() }
    const set: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(step)) {
      column(name) // throws for a column this table lacks
      set[`${field}_${name}`] = value
    }
    return set
  }
  return { adapter, table: table as Table & { id: Column }, column, progress }
}

/**
 * Marks the delivery "sending" unless it was sent or another runner sends it right now:
 * `claimed`, `done` (sent, skipped, or no such record) or `busy` (claimed by a runner
 * within `staleSendMs`).
 */
async function claimDelivery(
  payload: Payload,
  collection: (typeof mailKinds)[MailKind]['collection'],
  field: string,
  id: string,
): Promise<'claimed' | 'done' | 'busy'> {
  const { adapter, table, column, progress } = deliveryTable(payload, collection, field)
  const { and, eq, inArray, lt, or, sql } = await drizzleOperators()
  const now = new Date()
  const stale = new Date(now.getTime() - staleSendMs).toISOString()
  const claimed = await adapter.drizzle
    .update(table)
    .set(
      progress({
        status: 'sending',
        claimedAt: now.toISOString(),
        attempts: sql`coalesce(${column('attempts')}, 0) + 1`,
      }),
    )
    .where(
      and(
        eq(table.id, Number(id)),
        or(
          inArray(column('status'), ['queued', 'failed']),
          and(eq(column('status'), 'sending'), lt(column('claimedAt'), stale)),
        ),
      ),
    )
    .returning()
  if (claimed.length === 1) return 'claimed'
  // Not claimed: sent (or skipped), gone, or in another runner's hands. A failed read
  // is thrown, and the job retries.
  const record = (await payload.findByID({ collection, id, depth: 0, disableErrors: true })) as
    (MailRecord & Record<string, { status?: string | null } | undefined>) | null
  return record?.[field]?.status === 'sending' ? 'busy' : 'done'
}
