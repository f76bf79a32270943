/**
 * Runs once when the server starts: starts Payload (and with it the mail outbox)
 * right away instead of at the first visitor's request, so queued emails go out
 * even when nobody visits.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startOutbox } = await import('./lib/mail/outbox')
  await startOutbox()
}
