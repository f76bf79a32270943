/**
 * Prerendered pages' final bytes in memory (finalPage.ts), so a repeat visit is answered
 * without Next.js: its proxy, its cache read and the page's copy cost 5–7 ms of CPU per
 * request for a long page (README, "Throughput"). Only what is the same for every
 * visitor is kept:
 *
 * - asked for: GET or HEAD of a path without a query, by a plain navigation (no RSC,
 *   router, action or range header), without a session, draft or preview cookie
 *   (`payload-token`, Next.js's draft-mode cookies): those requests are never answered
 *   from here, nor kept. The language cookie is part of the key (the proxy redirects
 *   on it);
 * - answered: 200 HTML that Next.js serves from its cache to anyone (`s-maxage`, not
 *   private, not stale, no Set-Cookie), kept no longer than its `s-maxage`;
 * - still current: kept under the content's generation (contentEpoch.ts), which every
 *   save moves on. A page is kept only from requests that began when the generation had
 *   been still for a while (`settleMs`): Next.js expires a save's tags just after the
 *   save's answer, and a request in between could still get the old page from it.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { LRUCache } from 'lru-cache'

import type { Generation } from './contentEpoch.ts'
import type { FinalPage } from './finalPage.ts'

/** Cookies of a person rather than the public: staff session, draft mode, preview. */
const personalCookie = /(?:^|;)\s*(?:payload-token|__prerender_bypass|__next_preview_data)=/i
const localeCookie = /(?:^|;)\s*NEXT_LOCALE=([^;]*)/
/** Request headers that make Next.js answer something other than the page's HTML. */
const otherAnswers = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
  'authorization',
]
/** Only pages: the admin, the API, Next.js's own paths and files are left to Next.js. */
const notPages = /^\/(?:admin|api|_next|next)(?:\/|$)|\.[^/]*$/

/** A generation as a request read it when it began. */
export type ReadGeneration = Generation & { readAt: number }

export type PageMemoryOptions = {
  /** The current generation; null while it cannot be known (Redis out): nothing kept. */
  generation: () => Generation | null | Promise<Generation | null>
  settleMs?: number
  maxBytes?: number
  now?: () => number
}

type Kept = { page: FinalPage; generation: string; until: number }

/** Who asked, in the terms a kept page may depend on; null when none may answer it. */
export function memoryKey(request: IncomingMessage): string | null {
  const { method, url = '', headers } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url.startsWith('/') || url.includes('?') || notPages.test(url)) return null
  if (otherAnswers.some((name) => headers[name] !== undefined)) return null
  const cookies = headers.cookie ?? ''
  if (personalCookie.test(cookies)) return null
  const locale = localeCookie.exec(cookies)?.[1]?.trim() ?? ''
  return `${locale}\u0000${url}`
}

/** How long Next.js lets shared caches keep this answer, in ms; null if not for everyone. */
export function sharedLifetime(status: number, headers: OutgoingHttpHeaders): number | null {
  if (status !== 200) return null
  if (!String(headers['content-type'] ?? '').includes('text/html')) return null
  if (headers['set-cookie'] !== undefined) return null
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return null
  const control = String(headers['cache-control'] ?? '').toLowerCase()
  if (/\b(?:private|no-store|no-cache)\b/.test(control)) return null
  const seconds = /\bs-maxage=(\d+)/.exec(control)?.[1]
  return seconds && Number(seconds) > 0 ? Number(seconds) * 1000 : null
}

export class PageMemory {
  readonly #options: Required<PageMemoryOptions>
  readonly #kept: LRUCache<string, Kept>

  constructor(options: PageMemoryOptions) {
    this.#options = { settleMs: 1_000, maxBytes: 256 * 1024 * 1024, now: Date.now, ...options }
    this.#kept = new LRUCache<string, Kept>({
      maxSize: this.#options.maxBytes,
      sizeCalculation: ({ page }) =>
        page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 1024,
    })
  }

  /** The generation now, for `lookup` and a later `keep` of the same request. */
  async generation(): Promise<ReadGeneration | null> {
    const generation = await this.#options.generation()
    return generation && { ...generation, readAt: this.#options.now() }
  }

  lookup(key: string, generation: Generation | null): FinalPage | null {
    const kept = this.#kept.get(key)
    if (!kept || !generation) return null
    if (kept.generation !== generation.value || kept.until <= this.#options.now()) {
      this.#kept.delete(key)
      return null
    }
    return kept.page
  }

  /**
   * Keeps `page` for `key` if the generation the request began under was settled and
   * is still the current one.
   */
  async keep(key: string, began: ReadGeneration | null, page: FinalPage, lifetimeMs: number) {
    if (!began || began.stableSince + this.#options.settleMs > began.readAt) return
    const now = await this.#options.generation()
    if (!now || now.value !== began.value) return
    this.#kept.set(key, { page, generation: began.value, until: this.#options.now() + lifetimeMs })
  }
}
