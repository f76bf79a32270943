import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { defaultLocale, locales } from './src/lib/i18n/locales'
import { overviewFilters } from './src/lib/routes/filters'
import { securityHeaders } from './src/lib/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/server/i18n/request.ts')
const prefixed = locales.filter((locale) => locale !== defaultLocale).join('|')

/**
 * Paths that are not Dutch pages: Payload, Next internals, the prefixed locales,
 * route handlers of their own (forms, preview, health), metadata routes and files. Everything else is a Dutch page served from `/nl/...`.
 */
const notADutchPage = `(?!(?:${locales.join('|')}|api|admin|_next|_vercel|locale-detection|forms|preview|health|insight|staff-view)(?:/|$))(?!.*\\.)`

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
  // Next.js's page cache: its own on disk and in memory on one machine, shared in Redis
  // when several instances run (REDIS_URL); either way each page is passed once as it is
  // stored (cache-handler.mjs, src/pagePass/pageStore.ts).
  cacheHandler: path.resolve('cache-handler.mjs'),
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  reactStrictMode: true,
  turbopack: { resolveAlias: adminDateLocales },
  webpack: (config: { resolve: { alias: Record<string, string> } }) => {
    for (const [name, file] of Object.entries(adminDateLocales)) {
      config.resolve.alias[`${name}$`] = path.resolve(file)
    }
    return config
  },
  // The server entry compresses per request when no edge is in front (src/serve/compression.ts).
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
    // Only the media library's files, without a query: each other spelling of a source
    // would be optimised and kept on disk anew. The disk cache is bounded (Next.js's
    // default is half of the free disk).
    localPatterns: [{ pathname: '/api/media/file/**', search: '' }],
    maximumDiskCacheSize: 512 * 1024 * 1024,
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
    // The script policy is set where a page is produced (src/pagePass/pageStore.ts) or by
    // the proxy for pages rendered per request (src/proxy.ts), never twice.
    return [{ source: '/:path*', headers: [...securityHeaders] }]
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

/**
 * `next dev` has no build to make the search page's first-screen CSS from
 * (src/styles/stylesheetInDev.ts): there its layout links the stylesheet as the site's does.
 */
function withStylesheetInDev(config: NextConfig): NextConfig {
  const resolveAlias = {
    ...config.turbopack?.resolveAlias,
    '@/styles/stylesheetInDev': './src/styles/globals.css',
  }
  return { ...config, turbopack: { ...config.turbopack, resolveAlias } }
}

export default function config(phase: string): NextConfig {
  const site = phase === PHASE_DEVELOPMENT_SERVER ? withStylesheetInDev(nextConfig) : nextConfig
  return scopeClientHintsToAdmin(withPayload(withNextIntl(site)))
}
