// Relative: next.config.ts loads this file without the '@/' alias.
import { detectionSettings } from './i18n/detectionSettings.ts'

/*
 * Response headers that tell browsers what the site allows. The script policy admits the
 * site's own files and, of inline scripts, only those each page names: a prerendered
 * page the hashes of the framework's own scripts, made once where the page is produced
 * and stored with it (src/pagePass/pageStore.ts); a page rendered per request (the admin, a
 * preview, a no-JavaScript form answer) a nonce from the proxy, which Next.js puts on
 * its scripts (src/proxy.ts). Styles keep `'unsafe-inline'` for style attributes.
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
export function contentSecurityPolicy(
  scripts: readonly string[] = [],
  env?: Record<string, string | undefined>,
): string {
  const lookup = lookupOrigin(env)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
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
 * The admin's policy (set by the proxy on `/admin`). Payload's admin is a Next.js app
 * like the site, rendered per request: its scripts come from the site's origin, and its
 * inline scripts (the streamed React payload) carry the proxy's nonce, so no
 * `'unsafe-inline'` and no `'unsafe-eval'`. It frames the site itself for the live
 * preview (`frame-src 'self'`; the site's pages allow that with their own
 * `frame-ancestors 'self'`), and only the site may frame it. Style attributes need
 * `'unsafe-inline'`; uploads are previewed from `blob:` URLs before they are sent.
 */
export function adminContentSecurityPolicy(scripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
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

/** The script hashes a stored policy names (a prerendered page's, src/pagePass/pageStore.ts). */
export function scriptHashesIn(policy: string): string[] {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'script-src')
  return (scriptSrc ?? []).filter((source) => source.startsWith("'sha256-"))
}

/**
 * The policy a stored page goes out with on this server: its own script hashes, and
 * this deployment's settings (the detection lookup is read per process, so one build
 * serves both settings).
 */
export function storedPagePolicy(stored: string, env?: Record<string, string | undefined>) {
  return contentSecurityPolicy(scriptHashesIn(stored), env)
}
