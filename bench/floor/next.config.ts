import path from 'node:path'

import type { NextConfig } from 'next'

/**
 * The framework floor of `npm run bench`: a Next.js app with one server-rendered page
 * and nothing else, so its Lighthouse figures are what Next.js and React cost by themselves.
 */
const config: NextConfig = {
  // No lockfile or node_modules of its own: it builds with the site's, two folders up.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
}

export default config
