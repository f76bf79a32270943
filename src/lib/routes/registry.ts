import { readFileSync } from 'node:fs'
import path from 'node:path'

import { knownPathsFile } from '@/lib/dataPaths'
import { frameworkScriptHashes } from '@/lib/scriptPolicy'
import { contentSecurityPolicy, storedPagePolicy } from '@/lib/securityHeaders'
import { withTrialLinks } from '@/lib/trialLinks'

import { storedList } from './sharedList'

/**
 * The public paths that exist (locale-free), kept in a small file next to the
 * database (src/lib/dataPaths.ts). The proxy reads it to answer unknown URLs with a prerendered,
 * localized 404 page: Next.js renders `notFound()` of an on-demand page as an
 * empty shell whose text only appears after JavaScript (see docs/architecture.md).
 * Written at build (after seeding) and whenever an editor changes a routed record.
 */
const stored = storedList<string, Set<string>>('paths', knownPathsFile, (list) => new Set(list))

/**
 * The known paths, or null when there is no registry (then nothing is blocked). Several
 * instances share the list through Redis; one machine keeps it in its file.
 */
export const knownPaths = (): Promise<Set<string> | null> => stored.read()

export const writeKnownPaths = (paths: string[]): Promise<void> =>
  stored.write([...new Set(paths)].sort())

export type NotFoundKind = 'case' | 'blog' | 'page'

/** Which not-found text a missing path gets (spec §8). */
export function notFoundKind(localeFreePath: string): NotFoundKind {
  if (localeFreePath.startsWith('/cases/')) return 'case'
  if (localeFreePath.startsWith('/blogs/')) return 'blog'
  return 'page'
}

/** A prerendered page as this server sends it: its HTML and its script policy. */
export type PrerenderedPage = { html: string; policy: string }

const prerendered = new Map<string, PrerenderedPage | null>()

/**
 * A prerendered page of this build (`/{locale}{path}`, locale-free path): its HTML and
 * the script policy scripts/pass-pages.ts stored in its `.meta`, for this deployment; or
 * null when the build has none (`next dev`). Served by the proxy as the body of an
 * answer with its own status (a 404, a refused search): no rewrite, so it does not
 * depend on the host the server is bound to (vercel/next.js#94745).
 */
export function prerenderedPage(locale: string, localeFreePath: string): PrerenderedPage | null {
  const key = `${locale}${localeFreePath}`
  if (!prerendered.has(key)) {
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    const file = path.resolve(process.cwd(), distDir, 'server/app', key)
    try {
      const built = readFileSync(`${file}.html`, 'utf8')
      const meta = JSON.parse(readFileSync(`${file}.meta`, 'utf8')) as {
        headers?: Record<string, string>
      }
      const stored = meta.headers?.['content-security-policy']
      // A local trial names its own address, in the flight data's scripts too: hashed anew.
      const html = withTrialLinks(built, process.env.LOCAL_TRIAL_URL)
      const policy =
        stored !== undefined && html === built
          ? storedPagePolicy(stored)
          : contentSecurityPolicy(frameworkScriptHashes(html))
      prerendered.set(key, { html, policy })
    } catch {
      prerendered.set(key, null)
    }
  }
  return prerendered.get(key) ?? null
}

/**
 * The prerendered `/{locale}/404/{kind}` of this build, or null when the build has none
 * (then Next.js answers the 404 itself).
 */
export function prerenderedNotFound(locale: string, kind: NotFoundKind): PrerenderedPage | null {
  return prerenderedPage(locale, `/404/${kind}`)
}

let draftModeId: string | null | undefined

/**
 * The value Next.js's draft-mode cookie (`__prerender_bypass`) has in this build, from
 * its prerender manifest; null without a build (`next dev`). A request whose cookie
 * does not match is no preview, whatever it carries.
 */
export function buildDraftModeId(): string | null {
  if (draftModeId === undefined) {
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    try {
      const manifest = JSON.parse(
        readFileSync(path.resolve(process.cwd(), distDir, 'prerender-manifest.json'), 'utf8'),
      ) as { preview?: { previewModeId?: string } }
      draftModeId = manifest.preview?.previewModeId || null
    } catch {
      draftModeId = null
    }
  }
  return draftModeId
}
