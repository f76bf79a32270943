import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      // Vitest runs outside React's server condition, where server-only would throw.
      'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
