import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a save leaves for after its transaction committed: cache tags to expire and
 * whether the proxy's routes (known paths, redirects) changed. Payload has no hook
 * after the commit, so the REST routes run their handler inside this scope and do the
 * work once it answered (src/server/saves.ts); the hooks only note it here. Outside the
 * scope (seed, CLI, a job run in-process) they do it at once.
 */
export type AfterCommit = { tags: Set<string>; routing: boolean }

// On globalThis: the routes and Payload's config can be separate bundles of one process.
const key = Symbol.for('vonk.afterCommit')
const holder = globalThis as { [key]?: AsyncLocalStorage<AfterCommit> }
const scope = (holder[key] ??= new AsyncLocalStorage<AfterCommit>())

export async function withAfterCommit<T>(work: () => Promise<T>): Promise<[T, AfterCommit]> {
  const pending: AfterCommit = { tags: new Set(), routing: false }
  const result = await scope.run(pending, work)
  return [result, pending]
}

/** The save's pending work, when a REST route runs it. */
export function pendingAfterCommit(): AfterCommit | undefined {
  return scope.getStore()
}
