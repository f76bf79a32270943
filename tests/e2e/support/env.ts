import { existsSync } from 'node:fs'

/** Ports of the servers the end-to-end suite starts (see playwright.config.ts). */
export const ports = { site: 3100, detection: 3101, lookup: 4105 } as const
export const siteUrl = `http://127.0.0.1:${ports.site}`
export const detectionUrl = `http://127.0.0.1:${ports.detection}`
export const lookupUrl = `http://127.0.0.1:${ports.lookup}`

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  )
}
