/**
 * The public origin used in canonical URLs, hreflang, the sitemap, Open Graph and the
 * links in mails: `SITE_URL`; in a local trial the address the server listens on
 * (server.ts sets `LOCAL_TRIAL_URL`, src/lib/serving.ts); else, at build and in
 * scripts, `http://localhost:PORT`.
 */
export function siteUrl(): string {
  const fromEnv =
    process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? process.env.LOCAL_TRIAL_URL
  const origin = fromEnv || `http://localhost:${process.env.PORT ?? 3000}`
  return origin.replace(/\/+$/, '')
}
