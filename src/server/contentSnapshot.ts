import 'server-only'

import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/*
 * Stale-if-error for the public pages' reads. Pages are prerendered, so a visitor never
 * waits for the database; but a form posted without JavaScript makes Next render its
 * page anew (the server action's answer), and that render reads the page's content.
 * While the database cannot be reached, the render gets each read as it was last made:
 * by the build or by a later render of this server, kept as a file in the build's own
 * folder (next to the prerendered pages made from the same reads). The form then
 * answers with its page and its message (503, "Er is een fout opgetreden…") instead of
 * Next's 500 page. The build itself never falls back: it fails as before.
 */

/** `.next/content-snapshot` (or the folder of `NEXT_DIST_DIR`); each build starts it anew. */
export function snapshotDir(): string {
  return path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'content-snapshot')
}

const fileOf = (dir: string, key: string) =>
  path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`)

/** What this process last wrote per file, so the same content is not written again. */
const written = new Map<string, string>()

function keep(dir: string, key: string, value: unknown): void {
  try {
    const text = JSON.stringify({ key, value })
    const file = fileOf(dir, key)
    const hash = createHash('sha256').update(text).digest('hex')
    if (written.get(file) === hash) return
    mkdirSync(dir, { recursive: true })
    // Renamed into place, so a reader never sees half a file.
    const incoming = `${file}.${process.pid}.tmp`
    writeFileSync(incoming, text)
    renameSync(incoming, file)
    written.set(file, hash)
  } catch {
    // A read-only build folder costs the fallback, never the page.
  }
}

function kept<T>(dir: string, key: string): { value: T } | undefined {
  try {
    const stored = JSON.parse(readFileSync(fileOf(dir, key), 'utf8')) as { key: string; value: T }
    return stored.key === key ? { value: stored.value } : undefined
  } catch {
    return undefined
  }
}

/**
 * `read()`, whose result is kept under `key`; when it fails outside the build, the
 * result last kept instead, if there is one (else the error).
 */
export async function staleIfError<T>(
  key: string,
  read: () => Promise<T>,
  dir = snapshotDir(),
): Promise<T> {
  let value: T
  try {
    value = await read()
  } catch (error) {
    if (process.env.NEXT_PHASE === 'phase-production-build') throw error
    const last = kept<T>(dir, key)
    if (!last) throw error
    return last.value
  }
  keep(dir, key, value)
  return value
}
