import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * `test` for every spec that drives the site in a browser: a test fails when any page it
 * opened reported a Content-Security-Policy violation, so no page, form, video or
 * script can break the policy unnoticed anywhere in the suite (docs/security.md,
 * "Script policy and headers"). Two witnesses, each enough: the document's own `securitypolicyviolation`
 * event (from its first script on; reported through a binding), and Chromium's console
 * report of it, which also arrives with JavaScript off. The admin has a policy of its own
 * and is held to it the same way; nothing is set aside.
 *
 * A test that provokes a violation on purpose sets `cspViolationsExpected` and reads
 * `cspViolations` itself.
 */
export type CspViolation = { page: string; report: string }

type Options = { cspViolationsExpected: boolean }
type Fixtures = { cspViolations: CspViolation[] }

const binding = '__reportCspViolation'

/** Starts recording the violations of every page of `context` into `seen`. */
export async function recordCspViolations(
  context: BrowserContext,
  seen: CspViolation[],
): Promise<void> {
  await context.exposeBinding(binding, ({ frame }, report: string) => {
    seen.push({ page: frame.url(), report })
  })
  await context.addInitScript((name) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (report: string) => void>)[name]
      report?.(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  }, binding)
  context.on('console', (message: ConsoleMessage) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      seen.push({ page: message.page()?.url() ?? message.location().url, report: message.text() })
    }
  })
}

export const test = base.extend<Fixtures & Options>({
  cspViolationsExpected: [false, { option: true }],
  cspViolations: [
    async ({ context, cspViolationsExpected }, use) => {
      const seen: CspViolation[] = []
      await recordCspViolations(context, seen)
      await use(seen)
      if (!cspViolationsExpected && seen.length > 0) {
        throw new Error(
          `Content-Security-Policy violations:\n${seen.map((v) => `  ${v.page}: ${v.report}`).join('\n')}`,
        )
      }
    },
    { auto: true },
  ],
})
