/**
 * The life of this process as the edge sees it: serving, then draining after SIGTERM.
 * `server.ts` (plain Node) starts the drain; the readiness endpoint and the mail outbox,
 * which live in Next.js's bundles of the same process, read it and hand in the work that
 * must finish before the process ends. Kept on `globalThis`, since each bundle has its
 * own copy of this module. Plain Node imports this file too (relative imports only).
 */

/** Work that must end before the process does (the mail batch in hand), by name. */
export type Drain = () => Promise<void>

type State = { draining: boolean; drains: Map<string, Drain> }

const key = Symbol.for('vonk.lifecycle')
const holder = globalThis as { [key]?: State }

function state(): State {
  holder[key] ??= { draining: false, drains: new Map() }
  return holder[key]
}

/** True from SIGTERM on: readiness answers 503, the outbox takes no new batch. */
export function isDraining(): boolean {
  return state().draining
}

/** Registers (or replaces) the work to finish on shutdown under `name`. */
export function onDrain(name: string, drain: Drain): void {
  state().drains.set(name, drain)
}

/**
 * Turns the process not-ready and runs every registered drain, each bounded by
 * `withinMs` (a drain that hangs must not keep a stopping process alive). Resolves with
 * the names of the drains that did not finish in time or failed.
 */
export async function startDraining(withinMs: number): Promise<string[]> {
  const current = state()
  current.draining = true
  const unfinished: string[] = []
  await Promise.all(
    [...current.drains].map(async ([name, drain]) => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), withinMs)
      })
      try {
        if ((await Promise.race([drain().then(() => 'done' as const), late])) === 'late')
          unfinished.push(name)
      } catch {
        unfinished.push(name)
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return unfinished
}

/** How long a stopping instance keeps serving after turning not-ready (`SHUTDOWN_DRAIN_MS`). */
export function drainDelayMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_DRAIN_MS)
  return Number.isFinite(value) && value >= 0 && env.SHUTDOWN_DRAIN_MS !== '' ? value : 5_000
}

/** For tests: back to serving, no drains. */
export function resetLifecycle(): void {
  holder[key] = { draining: false, drains: new Map() }
}
