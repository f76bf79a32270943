import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { defaultLocale, locales } from './src/lib/i18n/locales'
import { overviewFilters } from './src/lib/routes/filters'
import { adminContentSecurityPolicy, securityHeaders } from './src/lib/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/server/i18n/request.ts')
const prefixed = locales.filter((locale) => locale !== defaultLocale).join('|')

/**
 * Paths that are not Dutch pages: Payload, Next internals, the prefixed locales,
 * route handlers of their own (forms, preview, health), metadata routes and files. Everything else is a Dutch page served from `/nl/...`.
 */
const notADutchPage = `(?!(?:${locales.join('|')}|api|admin|_next|_vercel|locale-detection|forms|preview|health|insight)(?:/|$))(?!.*\\.)`

/**
 * Overview filters live in the query (`/cases?service=ecommerce`, `/blogs?category=branding`)
 * so they can be shared and work without JavaScript; each filter is a prerendered page.
 */
const filterRewrites = overviewFilters.flatMap(({ listing, key, segment, values }) => {
  const has = [{ type: 'query' as const, key, value: `(?<value>${values.join('|')})` }]
  return [
    { source: `/${listing}`, has, destination: `/${defaultLocale}/${listing}/${segment}/:value` },
    {
      source: `/:locale(${prefixed})/${listing}`,
      has,
      destination: `/:locale/${listing}/${segment}/:value`,
    },
  ]
})

/**
 * The admin's dates in the admin language's own layout (src/lib/admin/dateLocales.ts):
 * Payload imports these two date-fns locales by name, in its server and browser code.
 */
const adminDateLocales = {
  'date-fns/locale/nl': './src/lib/admin/dateFnsNl.ts',
  'date-fns/locale/en-US': './src/lib/admin/dateFnsEnUs.ts',
}

const nextConfig: NextConfig = {
  // `npm run test:postgres` builds into its own folder, leaving the default build alone.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Several instances (REDIS_URL) share one page cache and its tag expiry in Redis;
  // one machine keeps Next.js's own cache on disk and in memory.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  reactStrictMode: true,
  turbopack: { resolveAlias: adminDateLocales },
  webpack: (config: { resolve: { alias: Record<string, string> } }) => {
    for (const [name, file] of Object.entries(adminDateLocales)) {
      config.resolve.alias[`${name}$`] = path.resolve(file)
    }
    return config
  },
  // server.ts compresses, after it has hashed each page's inline scripts.
  compress: false,
  experimental: { globalNotFound: true },
  // Metadata (and so a not-found record) is resolved before the body for every
  // client, so a 404 page's text is in the server HTML and not only after JS runs.
  // htmlLimitedBots: /.*/,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next.js's default widths without 2048 and 3840: the widest image box is 1136 CSS
    // px, so 1920 covers it at 1.7× (and the seed's sources are at most 1680 px, which
    // the optimizer does not enlarge). Each width is an entry in every fluid image's
    // srcset, written twice into the page (HTML and RSC payload).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  },
  async rewrites() {
    // The default locale is served without prefix by a config rewrite, which stays
    // inside the server whatever host it is bound to (next-intl's own proxy rewrite
    // loops when bound to 127.0.0.1: vercel/next.js#94745).
    return {
      beforeFiles: [
        ...filterRewrites,
        { source: '/', destination: `/${defaultLocale}` },
        { source: '/rss.xml', destination: `/${defaultLocale}/rss.xml` },
        { source: `/:path(${notADutchPage}.*)`, destination: `/${defaultLocale}/:path` },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      {
        source: '/admin/:path*',
        headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy() }],
      },
    ]
  },
  async redirects() {
    return [
      { source: '/services/e-commerce', destination: '/services/ecommerce', permanent: true },
      {
        source: `/:locale(${prefixed})/services/e-commerce`,
        destination: '/:locale/services/ecommerce',
        permanent: true,
      },
    ]
  },
}

/** Payload adds colour-scheme client hints to every path; only its admin uses them. */
function scopeClientHintsToAdmin(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      const rules = await headers()
      return rules.map((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Accept-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      )
    },
  }
}

export default scopeClientHintsToAdmin(withPayload(withNextIntl(nextConfig)))
