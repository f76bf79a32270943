/*
 * Response headers that tell browsers what the site allows. Pages are prerendered, so a
 * nonce-based policy (which needs a per-request render) is out: the public pages get a
 * policy that admits the site's own origin only, with inline scripts and styles for
 * Next.js's RSC payload and style attributes. The admin is left to Payload.
 */

type Header = { key: string; value: string }

/** Every response, admin included. */
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

/** Public pages: no third-party origin can be loaded, framed or posted to. */
export const publicContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/** Next.js `headers()` rules: the policy on everything but Payload's admin and API. */
export const securityHeaderRules = [
  { source: '/:path*', headers: [...securityHeaders] },
  {
    source: '/((?!admin(?:/|$)|api(?:/|$)).*)',
    headers: [{ key: 'Content-Security-Policy', value: publicContentSecurityPolicy }],
  },
]
