// Relative: next.config.ts loads this file without the '@/' alias.
import { detectionSettings } from './i18n/detectionSettings.ts'

/*
 * Response headers that tell browsers what the site allows. Pages are prerendered, so a
 * nonce-based policy (which needs a per-request render) is out: the pages get a policy
 * that admits the site's own origin only. Its `'unsafe-inline'` for scripts is a
 * placeholder: the server entry (server.ts, src/lib/http/scriptHashes.ts) replaces it
 * with the hashes of the inline scripts each page actually sends. Styles keep
 * `'unsafe-inline'` for style attributes. The admin has a policy of its own below.
 */

type Header = { key: string; value: string }

/** Every response, admin included (next.config.ts). */
export const securityHeaders: readonly Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // No other site can frame the login or a form (clickjacking).
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  // Browsers only honour it over HTTPS; on plain HTTP (local runs) it is ignored.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
]

/** The origin of the detection lookup the browser calls, when detection is on. */
function lookupOrigin(env?: Record<string, string | undefined>): string | null {
  const { lookupUrl } = detectionSettings(env)
  if (!lookupUrl) return null
  return URL.canParse(lookupUrl) ? new URL(lookupUrl).origin : null
}

/**
 * The pages' policy (set by the proxy, as it depends on the deployment's detection
 * setting): nothing from another origin is loaded, framed or posted to, except the
 * detection lookup when it is switched on.
 */
export function contentSecurityPolicy(env?: Record<string, string | undefined>): string {
  const lookup = lookupOrigin(env)
  return [
    "default-src 'self'",
    // Replaced per response by the hashes of the page's inline scripts (server.ts).
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    lookup ? `connect-src 'self' ${lookup}` : "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * The admin's policy (next.config.ts, on `/admin`). Payload's admin is a Next.js app
 * like the site: its scripts come from the site's origin, and its inline scripts
 * (the streamed React payload) get the same per-response hashes from the server entry,
 * so no `'unsafe-inline'` and no `'unsafe-eval'`. It frames the site itself for the live
 * preview (`frame-src 'self'`; the site's pages allow that with their own
 * `frame-ancestors 'self'`), and only the site may frame it. Style attributes need
 * `'unsafe-inline'`; uploads are previewed from `blob:` URLs before they are sent.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    // Replaced per response by the hashes of the page's inline scripts (server.ts).
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}
