import { existsSync } from 'node:fs'

/**
 * Ports of the servers the end-to-end suite starts (see playwright.config.ts);
 * E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE) || 3100
export const ports = {
  site: base,
  detection: base + 1,
  lookup: base + 1005,
  smtp: base + 1010,
  mailControl: base + 1011,
} as const
/**
 * Ports of a test that starts (and kills) its own site and mail sink; `slot` keeps two
 * such tests apart when they run in parallel.
 */
export function ownPorts(slot: number) {
  const first = base + 20 + slot * 5
  return { site: first, smtp: first + 1, mailControl: first + 2 } as const
}
export const siteUrl = `http://127.0.0.1:${ports.site}`
export const detectionUrl = `http://127.0.0.1:${ports.detection}`
/** The same second instance: it keeps the production rate limits (the first raises them). */
export const limitsUrl = detectionUrl
export const lookupUrl = `http://127.0.0.1:${ports.lookup}`
export const mailSinkUrl = `http://127.0.0.1:${ports.mailControl}`
/**
 * The first admin, created by the servers at start from ADMIN_EMAIL/ADMIN_PASSWORD (the
 * browser's create-first-user screen is closed in production).
 */
export const e2eAdmin = {
  email: process.env.ADMIN_EMAIL ?? 'e2e-admin@vonkdigital.test',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-Admin-password-1',
}
/** Where the site sends staff notifications during the tests. */
export const notifyAddress = 'leads@vonkdigital.test'

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  )
}
