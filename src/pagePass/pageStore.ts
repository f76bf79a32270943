/**
 * Pages as Next.js stores them in its cache, and where the one pass over a page happens
 * (rule 3 of the serving path; pagePass.ts):
 *
 * - `produce`: a page that has not been passed yet gets the pass, and its script policy
 *   (the hashes of the framework's inline scripts) as a header stored with it. Next.js
 *   sends the headers of a stored entry with every copy of the page
 *   (app-page-runtime.js), and the first visitor after a render gets the very object
 *   that was stored (response-cache's handleRevalidate awaits the store, then answers
 *   from the same value), so the page is rewritten once, here, and never on its way out.
 *   Called over the build's prerendered files (scripts/pass-pages.ts) and by the cache
 *   handler for every page Next.js renders again (cache-handler.mjs).
 * - `serve`: what this process sends of a stored page: its policy with this
 *   deployment's settings, and in a local trial its links on the trial's own address
 *   (and so its scripts' hashes made anew). Both are idempotent: a page read again from
 *   Next.js's memory, already served once, is left as it is.
 *
 * Plain Node (the cache handler and the build script load it without a bundler).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { contentSecurityPolicy, storedPagePolicy } from '../lib/securityHeaders.ts'
import { withTrialLinks } from '../lib/trialLinks.ts'
import type { FirstScreenStyles } from '../lib/firstScreenStyles.ts'
import { createPagePass, firstHeadStyle } from './pagePass.ts'
import { frameworkScriptHashes } from '../lib/scriptPolicy.ts'

const policyHeader = 'content-security-policy'

type Headers = Record<string, string | string[] | number | undefined>
/** The parts of a stored page (Next.js's APP_PAGE cache value) this reads and changes. */
export type StoredPage = { html: string; headers?: Headers; status?: number }

export type PageStoreOptions = {
  distDir: string
  /** A local trial's own origin: the loopback origins its pages name become this. */
  trialOrigin?: string
  env?: Record<string, string | undefined>
  warn?: (message: string) => void
}

/** The build's stylesheets, by the URL pages link them with; undefined for any other URL. */
export function buildStylesheets(distDir: string) {
  return (href: string): string | undefined => {
    if (!/^\/_next\/static\/[\w\-./]+\.css$/.test(href) || href.includes('..')) return undefined
    try {
      return readFileSync(path.join(distDir, href.slice('/_next'.length)), 'utf8')
    } catch {
      return undefined
    }
  }
}

export function pageStore({ distDir, trialOrigin, env = process.env, warn }: PageStoreOptions) {
  const pass = createPagePass(buildStylesheets(distDir), {
    warn,
    // Only the rules of what the first screen can show go inline (firstScreen.ts).
    firstScreen: { deferredClass: 'render-deferred', deferredOnFirstScreen: 2 },
  })

  const served = new WeakSet<StoredPage>()

  return {
    /** Passes a page once; true when it changed (a page with its policy was passed). */
    produce(page: StoredPage): boolean {
      const headers = (page.headers ??= {})
      if (headers[policyHeader] !== undefined) return false
      if (page.status !== undefined && page.status >= 300 && page.status < 400) return false
      let passed
      try {
        passed = pass(page.html)
      } catch (error) {
        // The page still goes out, with its CSS linked; its own scripts keep their hashes.
        warn?.(`The page pass failed; the page is stored as rendered: ${String(error)}`)
        passed = { html: page.html, scriptHashes: frameworkScriptHashes(page.html) }
      }
      page.html = passed.html
      headers[policyHeader] = contentSecurityPolicy(passed.scriptHashes, env)
      return true
    },

    /**
     * What the pass inlines of a page rendered per request, whose layout links no
     * stylesheet (the search results, src/lib/firstScreenStyles.ts): the page is passed
     * as if it linked these stylesheets in <head>, and its inlined CSS is kept.
     */
    firstScreen(html: string, stylesheets: readonly string[]): FirstScreenStyles {
      const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`)
      const head = html.indexOf('</head>')
      if (head < 0) throw new Error('The page has no </head>.')
      const passed = pass(html.slice(0, head) + links.join('') + html.slice(head)).html
      const range = firstHeadStyle(passed)
      if (!range) throw new Error('The pass inlined no CSS.')
      return { css: passed.slice(...range), stylesheets }
    },

    /** The page as this process sends it (see above). */
    serve(page: StoredPage): StoredPage {
      // Next.js's memory hands out the same object on every read: scanned once, not per
      // request (a page is 60–130 kB of text).
      if (served.has(page)) return page
      const stored = page.headers?.[policyHeader]
      if (!page.headers || typeof stored !== 'string') return page
      served.add(page)
      const html = withTrialLinks(page.html, trialOrigin)
      // The trial's address is in the flight data too: its scripts get their hashes anew.
      const policy =
        html === page.html
          ? storedPagePolicy(stored, env)
          : contentSecurityPolicy(frameworkScriptHashes(html), env)
      page.html = html
      page.headers[policyHeader] = policy
      return page
    },
  }
}
