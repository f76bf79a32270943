import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { ObservatoryTest } from '@mdn/mdn-http-observatory'
import { expect, test } from '@playwright/test'

import { siteUrl } from './support/env'

/**
 * MDN's HTTP Observatory, its own scanner, against the production server. Its
 * redirection and HSTS tests can only pass over TLS, which the reverse proxy adds
 * (docs/hosting.md); everything else must score as it would there.
 */
const tlsOnly = new Set(['redirection', 'strict-transport-security'])

/**
 * The scanner reads a copy of the HSTS preload list that its install script downloads;
 * installs here run without it (package.json allowScripts) and there is nothing to
 * look up for a loopback host, so an empty list is the honest copy.
 */
function ensurePreloadList(): void {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))
  const list = path.join(root, 'conf', 'hsts-preload.json')
  if (!existsSync(list)) writeFileSync(list, '{}')
}

/** The Observatory's own arithmetic: bonuses count only when the score is 90 or more. */
function score(tests: Record<string, ObservatoryTest>): number {
  const modifiers = Object.values(tests).map((result) => result.scoreModifier)
  const base = 100 + modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0)
  const bonus = modifiers.filter((m) => m > 0).reduce((sum, m) => sum + m, 0)
  return base >= 90 ? base + bonus : base
}

test('the HTTP Observatory scores the site 100 or more, TLS-only tests set aside', async () => {
  test.setTimeout(60_000)
  ensurePreloadList()
  const { scan } = await import('@mdn/mdn-http-observatory')
  const result = await scan(new URL(siteUrl).host.replace('127.0.0.1', 'localhost'))
  expect(result.scan.error).toBeNull()
  const judged = Object.fromEntries(
    Object.entries(result.tests).filter(([name]) => !tlsOnly.has(name)),
  )
  const failed = Object.entries(judged).filter(([, outcome]) => outcome.pass === false)
  expect(failed.map(([name, outcome]) => `${name}: ${outcome.result}`)).toEqual([])
  expect(judged['content-security-policy']?.result).toBe(
    'csp-implemented-with-unsafe-inline-in-style-src-only',
  )
  expect(score(judged)).toBeGreaterThanOrEqual(100)
})
