/**
 * `VISITOR_INSIGHT=off` switches visitor insight off (docs/operations.md, "Visitor insight"): the
 * endpoint then stores nothing (at once), and pages built with it leave the collector
 * out (from the next build on, as the pages are prerendered).
 */
export function visitorInsightEnabled(env: Record<string, string | undefined> = process.env) {
  const value = (env.VISITOR_INSIGHT ?? '').trim().toLowerCase()
  return !['off', '0', 'false', 'no'].includes(value)
}
