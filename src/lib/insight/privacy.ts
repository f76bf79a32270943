/**
 * Who is not counted (issue 41): a visitor whose browser asks not to be tracked (`DNT:
 * 1`, or Global Privacy Control's `Sec-GPC: 1`), and crawlers, named by their user
 * agent (the maintained `isbot` list; Lighthouse and headless browsers included). The
 * collector checks the same signals before it loads (src/components/insight), so this is
 * the server's own check of what arrives anyway.
 */
import { createHash } from 'node:crypto'

import { isbot } from 'isbot'

export function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1'
}

/** No user agent at all is no visitor's browser either. */
export function isCrawler(userAgent: string | null): boolean {
  return !userAgent || isbot(userAgent)
}

/**
 * A visitor's identity for one day, as Plausible counts unique visitors: a hash of the
 * day's random salt, the site's host, the client's address and its user agent. The salt
 * lives only for its day (src/cms/insight/salt.ts), so once it is gone the hash cannot be
 * recomputed, reversed by trying addresses, or linked to the same visitor on another
 * day. The address itself is never stored.
 */
export function visitorHash(salt: string, host: string, address: string, userAgent: string) {
  return createHash('sha256')
    .update([salt, host, address, userAgent].join('\u0000'))
    .digest('base64url')
    .slice(0, 22)
}
