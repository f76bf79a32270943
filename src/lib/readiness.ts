/**
 * Liveness and readiness as the edge (Caddy's active health checks) and monitoring read
 * them. Live: the process answers. Ready: it may get visitors, i.e. it is not shutting
 * down, its database answers and every committed migration is applied. The answers name
 * the reason only, never an address, a version or an error text: they are public.
 */
import path from 'node:path'

export type NotReadyReason = 'shutting-down' | 'database' | 'migrations'

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason }

/** The migration names a folder of committed migrations holds, as Payload reads them. */
export function committedMigrations(files: readonly string[]): string[] {
  return files
    .filter((file) => /\.(?:ts|js)$/.test(file) && !/^index\.(?:ts|js)$/.test(file))
    .map((file) => path.basename(file).split('.')[0] ?? file)
    .sort()
}

/** Committed migrations the database has not recorded as applied. */
export function pendingMigrations(
  committed: readonly string[],
  applied: readonly string[],
): string[] {
  const done = new Set(applied)
  return committed.filter((name) => !done.has(name))
}

/**
 * The migrations a database records when it was built by migrations this code no
 * longer has (they were squashed into a baseline): it records some, and none of them is
 * committed. Empty for a new database, an up-to-date one, and one that is only behind.
 */
export function migrationsSquashedAway(
  committed: readonly string[],
  applied: readonly string[],
): string[] {
  const known = new Set(committed)
  return applied.some((name) => known.has(name)) ? [] : [...applied]
}

/** The HTTP answer of a readiness result: 200 or 503, a small JSON body, never cached. */
export function readinessAnswer(readiness: Readiness): {
  status: 200 | 503
  body: { status: 'ready' } | { status: 'not-ready'; reason: NotReadyReason }
} {
  return readiness.ready
    ? { status: 200, body: { status: 'ready' } }
    : { status: 503, body: { status: 'not-ready', reason: readiness.reason } }
}

/** Resolves with `work`'s value, or with `fallback` once `ms` passed (a hung database). */
export async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}
