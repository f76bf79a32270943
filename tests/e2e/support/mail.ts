import { expect } from '@playwright/test'

import { mailSinkUrl } from './env'

/** A message as the local SMTP server (support/mail-sink.mjs) received it. */
export type SinkMessage = {
  to: string[]
  subject: string
  text: string
  html: string
  replyTo: string
  listUnsubscribe: string | null
}

export async function sinkMessages(): Promise<SinkMessage[]> {
  const response = await fetch(`${mailSinkUrl}/messages`)
  return (await response.json()) as SinkMessage[]
}

/** Waits until a message to `address` matching `matches` has arrived, and returns it. */
export async function waitForMail(
  address: string,
  matches: (message: SinkMessage) => boolean = () => true,
): Promise<SinkMessage> {
  let found: SinkMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await sinkMessages()).find(
          (message) => message.to.includes(address) && matches(message),
        )
        return Boolean(found)
      },
      { timeout: 60_000, message: `an email to ${address}` },
    )
    .toBe(true)
  return found as SinkMessage
}

export async function setSmtp(state: 'start' | 'stop'): Promise<void> {
  const response = await fetch(`${mailSinkUrl}/smtp/${state}`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

/** A unique address per test run, so parallel tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * The shared mail server answers mail to `address` (only) with a temporary failure, as a
 * greylisting server does, until `'accept'`: that email keeps failing and being retried.
 */
export async function refuseRecipient(address: string, state: 'refuse' | 'accept'): Promise<void> {
  const response = await fetch(`${mailSinkUrl}/smtp/${state}?to=${encodeURIComponent(address)}`, {
    method: 'POST',
  })
  expect(response.ok).toBe(true)
}
