/**
 * Only a serving process runs the outbox: `src/instrumentation.ts` marks it at
 * start. `next build` and `payload run` initialise Payload too, but must not send.
 */
const serving = Symbol.for('vonk.serving')

export function markServing(): void {
  ;(globalThis as Record<symbol, unknown>)[serving] = true
}

export function jobsShouldRun(): boolean {
  if (process.env.NEXT_PHASE === 'phase-production-build') return false
  if (process.env.MAIL_QUEUE === 'off') return false
  return (globalThis as Record<symbol, unknown>)[serving] === true
}
