import { defineConfig } from '@playwright/test'

/**
 * The edge proof (npm run test:edge, scripts/test-edge.ts): Caddy with deploy/Caddyfile
 * on https://localhost in front of two instances the spec starts and restarts. One
 * spec file, in order (the rolling restart comes last).
 */
export default defineConfig({
  testDir: 'tests/edge',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 300_000,
})
