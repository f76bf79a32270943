/**
 * Parts of `npm run bench:leads`: the mail sink it runs, the posts it sends and how it
 * accounts for stored rows and delivered emails.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

export const NOTIFY = 'leads@bench.test'
const HOST = '127.0.0.1'

export type Form = 'contact' | 'newsletter' | 'quote'
export const FORMS: readonly Form[] = ['contact', 'newsletter', 'quote']

/** Each accepted post and the emails it must cause (visitor addresses are unique per post). */
export type Post = { form: Form; email: string }
export type Answer = Post & { status: number; ms: number; at: number }

export function post(form: Form, tag: string, index: number): Post {
  return { form, email: `${tag}-${index}@bench.test` }
}

function bodyOf({ form, email }: Post): Record<string, string> {
  if (form === 'newsletter') return { email, locale: 'nl' }
  if (form === 'quote') {
    return {
      email,
      goal: 'quote',
      service: 'dev',
      details: 'Bench',
      location: 'Utrecht',
      locale: 'nl',
    }
  }
  return { name: 'Bench', email, subject: 'new-project', message: 'Bench lead', locale: 'nl' }
}

/** One post as the enhanced form sends it, from 127.0.0.1 (no forwarded address). */
export async function send(origin: string, item: Post): Promise<Answer> {
  const start = performance.now()
  let status = 0
  try {
    const response = await fetch(`${origin}/forms/${item.form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(bodyOf(item)),
    })
    await response.arrayBuffer()
    status = response.status
  } catch {
    status = 0 // no answer at all (connection refused or reset)
  }
  return { ...item, status, ms: performance.now() - start, at: Date.now() }
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of the list. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

/** The emails an accepted post causes: staff notification (N), visitor's own mail (V). */
export function expectedMails({ form, email }: Post): string[] {
  if (form === 'contact') return [`N:${email}`, `V:${email}`]
  if (form === 'quote') return [`N:${email}`]
  return [`V:${email}`]
}

type SinkMessage = { to: string[]; replyTo: string; receivedAt: number }

export function mailKeyOf(message: SinkMessage): string {
  return message.to.includes(NOTIFY) ? `N:${message.replyTo}` : `V:${message.to.join(',')}`
}

export type MailSink = {
  smtpPort: number
  messages: () => Promise<SinkMessage[]>
  control: (action: 'stop' | 'start' | 'hold' | 'release') => Promise<void>
  held: () => Promise<number>
  stop: () => void
}

/** The e2e suite's SMTP sink (tests/e2e/support/mail-sink.mjs), in its own process group. */
export async function startMailSink(smtpPort: number, controlPort: number): Promise<MailSink> {
  const child: ChildProcess = spawn(process.execPath, ['tests/e2e/support/mail-sink.mjs'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      MAIL_SINK_SMTP_PORT: String(smtpPort),
      MAIL_SINK_CONTROL_PORT: String(controlPort),
    },
  })
  const control = `http://${HOST}:${controlPort}`
  const deadline = Date.now() + 30_000
  while (
    !(await fetch(`${control}/__control`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('The mail sink did not start')
    await sleep(200)
  }
  return {
    smtpPort,
    messages: async () => (await (await fetch(`${control}/messages`)).json()) as SinkMessage[],
    control: async (action) => {
      const response = await fetch(`${control}/smtp/${action}`, { method: 'POST' })
      if (!response.ok) throw new Error(`mail sink: ${action} failed`)
    },
    held: async () =>
      ((await (await fetch(`${control}/__control`)).json()) as { held: number }).held,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    },
  }
}

/** What arrived for this run's posts: each email's arrival times, by key. */
export async function arrivals(sink: MailSink, tag: string): Promise<Map<string, number[]>> {
  const byKey = new Map<string, number[]>()
  for (const message of await sink.messages()) {
    const key = mailKeyOf(message)
    if (!key.includes(tag)) continue
    byKey.set(key, [...(byKey.get(key) ?? []), message.receivedAt])
  }
  return byKey
}

export type Delivery = {
  expected: number
  delivered: number
  duplicates: number
  /** When the last expected email arrived (epoch ms), or null when none did. */
  lastAt: number | null
}

export function delivery(expected: readonly string[], arrived: Map<string, number[]>): Delivery {
  let delivered = 0
  let duplicates = 0
  let lastAt: number | null = null
  for (const key of expected) {
    const times = arrived.get(key) ?? []
    if (times.length > 0) delivered++
    duplicates += Math.max(0, times.length - 1)
    const first = Math.min(...times)
    if (times.length > 0 && (lastAt === null || first > lastAt)) lastAt = first
  }
  return { expected: expected.length, delivered, duplicates, lastAt }
}

/** Polls until every expected email arrived or the deadline passed. */
export async function waitForMail(
  sink: MailSink,
  tag: string,
  expected: readonly string[],
  deadline: number,
): Promise<Delivery> {
  for (;;) {
    const result = delivery(expected, await arrivals(sink, tag))
    if (result.delivered === result.expected || Date.now() > deadline) return result
    await sleep(1_000)
  }
}

/** A copy of the built database for one scenario. */
export function copyDatabase(name: string): string {
  const file = path.resolve(`data/bench-leads-${name}.db`)
  removeDatabase(file)
  for (const suffix of ['', '-wal']) {
    if (existsSync(`data/payload.db${suffix}`))
      copyFileSync(`data/payload.db${suffix}`, file + suffix)
  }
  return file
}

export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
}

/** Rows this run stored, per collection (a second connection, read only). */
export async function storedRows(file: string, tag: string): Promise<number> {
  const client = createClient({ url: `file:${file}` })
  try {
    let total = 0
    for (const table of ['leads', 'newsletter_subscribers', 'quote_requests']) {
      const { rows } = await client.execute({
        sql: `SELECT count(*) AS n FROM ${table} WHERE email LIKE ?`,
        args: [`${tag}-%`],
      })
      total += Number(rows[0]?.n ?? 0)
    }
    return total
  } finally {
    client.close()
  }
}

/** Deliveries the database says were in flight ("sending") for this run. */
export async function inFlight(file: string, tag: string): Promise<number> {
  const client = createClient({ url: `file:${file}` })
  try {
    let total = 0
    const columns: Record<string, string[]> = {
      leads: ['notification_status', 'confirmation_status'],
      newsletter_subscribers: ['confirmation_status'],
      quote_requests: ['notification_status'],
    }
    for (const [table, statuses] of Object.entries(columns)) {
      for (const column of statuses) {
        const { rows } = await client.execute({
          sql: `SELECT count(*) AS n FROM ${table} WHERE email LIKE ? AND ${column} = 'sending'`,
          args: [`${tag}-%`],
        })
        total += Number(rows[0]?.n ?? 0)
      }
    }
    return total
  } finally {
    client.close()
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Nearest-rank percentile of durations, rounded to the millisecond. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0,
  )
}
