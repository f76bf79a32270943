import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { knownPathsFile } from '@/lib/dataPaths'
import { sharedMode } from '@/lib/instances'

import { sharedValue } from './sharedList'

/**
 * The public paths that exist (locale-free), kept in a small file next to the
 * database (src/lib/dataPaths.ts). The proxy reads it to answer unknown URLs with a prerendered,
 * localized 404 page: Next.js renders `notFound()` of an on-demand page as an
 * empty shell whose text only appears after JavaScript (see README, "404 pages").
 * Written at build (after seeding) and whenever an editor changes a routed record.
 */
const registryFile = () => knownPathsFile()

let cached: { mtimeMs: number; paths: Set<string> } | null = null
const shared = sharedValue<string[]>('paths')
let sharedSet: { list: string[]; paths: Set<string> } | null = null

/**
 * The known paths, or null when there is no registry (then nothing is blocked). Several
 * instances share the list through Redis; one machine keeps it in its file.
 */
export async function knownPaths(): Promise<Set<string> | null> {
  if (sharedMode()) {
    const list = await shared.read()
    if (!list) return null
    if (sharedSet?.list !== list) sharedSet = { list, paths: new Set(list) }
    return sharedSet.paths
  }
  try {
    const { mtimeMs } = statSync(registryFile())
    if (cached?.mtimeMs !== mtimeMs) {
      const list = JSON.parse(readFileSync(registryFile(), 'utf8')) as string[]
      cached = { mtimeMs, paths: new Set(list) }
    }
    return cached.paths
  } catch {
    return null
  }
}

export async function writeKnownPaths(paths: string[]): Promise<void> {
  const list = [...new Set(paths)].sort()
  if (sharedMode()) return shared.write(list)
  const file = registryFile()
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(list, null, 1))
  renameSync(temporary, file) // atomic: the proxy never reads half a file
}

export type NotFoundKind = 'case' | 'blog' | 'page'

/** Which not-found text a missing path gets (spec §8). */
export function notFoundKind(localeFreePath: string): NotFoundKind {
  if (localeFreePath.startsWith('/cases/')) return 'case'
  if (localeFreePath.startsWith('/blogs/')) return 'blog'
  return 'page'
}

const prerendered = new Map<string, string | null>()

/**
 * The prerendered HTML of `/{locale}/404/{kind}` from this build, or null when the
 * build has none (then Next.js answers the 404 itself). Served by the proxy as
 * the body of a 404 response: no rewrite, so it does not depend on the host the
 * server is bound to (vercel/next.js#94745).
 */
export function prerenderedNotFound(locale: string, kind: NotFoundKind): string | null {
  const key = `${locale}/${kind}`
  if (!prerendered.has(key)) {
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    const file = path.resolve(process.cwd(), distDir, 'server/app', locale, '404', `${kind}.html`)
    try {
      prerendered.set(key, readFileSync(file, 'utf8'))
    } catch {
      prerendered.set(key, null)
    }
  }
  return prerendered.get(key) ?? null
}
