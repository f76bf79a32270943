import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './tests/e2e/support/env'

/**
 * The cluster proof (npm run test:cluster, scripts/test-cluster.ts): two production
 * instances the script started, one spec file, in order (the last test kills A).
 */
export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  use: {
    launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] },
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'] } }],
})
