/** The public origin used in canonical URLs, hreflang, the sitemap and Open Graph. */
export function siteUrl(): string {
  const fromEnv = process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL
  const origin = fromEnv || `http://localhost:${process.env.PORT ?? 3000}`
  return origin.replace(/\/+$/, '')
}
