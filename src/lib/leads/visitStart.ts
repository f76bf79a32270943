/**
 * What the browser remembers when a visit starts (the first page of the tab's session,
 * src/components/forms/visitSource.ts): its path, the host that referred to it unless it
 * is this site (the host only, never the referring URL), and its utm_* values. Raw and
 * short on purpose: this ships to every visitor, and the server validates every value
 * anyway (src/lib/leads/source.ts), as it must for anything a browser sends.
 */
export function visitStart(href: string, referrer: string): Record<string, string> {
  const url = new URL(href)
  const start: Record<string, string> = { landingPage: url.pathname }
  const from = URL.canParse(referrer) && new URL(referrer).hostname
  if (from && from !== url.hostname) start.referrerHost = from
  for (const name of ['Source', 'Medium', 'Campaign']) {
    const value = url.searchParams.get(`utm_${name.toLowerCase()}`)
    if (value) start[`utm${name}`] = value
  }
  return start
}
