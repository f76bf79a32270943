import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import {
  chromiumPath,
  e2eAdmin,
  lookupUrl,
  mailSinkUrl,
  notifyAddress,
  ports,
  siteUrl,
} from './tests/e2e/support/env'

/**
 * End-to-end tests against the production build (`npm run build` first; `npm test`
 * does that when no build is there). The site is started exactly as the README says,
 * bound to 127.0.0.1 (the binding that loops with next-intl's own rewrite). A second
 * instance has language detection on, against a local fake lookup service, and the
 * production rate limits (tests of the limits use it, as distinct loopback peers).
 */
const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

const editingSpecs = [
  // Its upload would change the media count surface.spec.ts compares.
  '**/body-limit.spec.ts',
  // Its typing test autosaves a draft of a case, which the other preview tests read.
  '**/click-to-edit.spec.ts',
  // Counts leads, scheduled posts and failed mail, and stops the mail sink for a moment.
  '**/dashboard.spec.ts',
  '**/editorial.spec.ts',
  '**/media-access.spec.ts',
  '**/redirects.spec.ts',
  '**/refresh.spec.ts',
  '**/revalidation.spec.ts',
  // Publishes, unpublishes and deletes a page to follow it in the search index.
  '**/search-publish.spec.ts',
]

/** SQLite: a copy made for the run (tests edit content); PostgreSQL: the given database. */
const usesPostgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '')
const database = usesPostgres
  ? (process.env.DATABASE_URL ?? '')
  : `file:${path.resolve('data/e2e.db')}`
const prepareDatabase = usesPostgres ? '' : 'node tests/e2e/support/prepare-db.mjs && '

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: siteUrl,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: editingSpecs,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Tests that publish, rename, reschedule or move content change what the others
      // count and list: they run after them, one at a time.
      name: 'editing',
      testMatch: editingSpecs,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: [
    {
      command: `${prepareDatabase}npm start`,
      url: `${siteUrl}/robots.txt`,
      env: {
        PORT: String(ports.site),
        HOSTNAME: '127.0.0.1',
        DATABASE_URL: database,
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        LEAD_NOTIFY_TO: notifyAddress,
        // Every test posts from this machine, so this instance's limits are raised;
        // the second instance keeps the real ones for the tests of the limits.
        RATE_LIMIT_POINTS: '100000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node tests/e2e/support/mail-sink.mjs',
      url: `${mailSinkUrl}/__control`,
      env: {
        MAIL_SINK_SMTP_PORT: String(ports.smtp),
        MAIL_SINK_CONTROL_PORT: String(ports.mailControl),
      },
      reuseExistingServer: false,
    },
    {
      command: 'node tests/e2e/support/fake-lookup-server.mjs',
      url: `${lookupUrl}/__control`,
      env: { LOOKUP_PORT: String(ports.lookup) },
      reuseExistingServer: false,
    },
    {
      command: 'npm start',
      url: `http://127.0.0.1:${ports.detection}/robots.txt`,
      env: {
        PORT: String(ports.detection),
        HOSTNAME: '127.0.0.1',
        DATABASE_URL: database,
        LOCALE_DETECTION: 'on',
        // Shares the database: only the main instance runs the mail queue.
        MAIL_QUEUE: 'off',
        LOCALE_LOOKUP_URL: `${lookupUrl}/lookup`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
