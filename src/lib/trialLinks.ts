/**
 * A local trial names its own address in the pages it sends (issue 25), whatever address
 * the build named: the build's default (`http://localhost:3000`, src/lib/site.ts) or
 * another trial's. Only loopback origins are replaced, so a public build never changes.
 * Plain Node (src/pagePass/pageStore.ts imports it with its extension).
 */
const loopbackOrigins = /http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+/g

export function withTrialLinks(html: string, trialOrigin: string | undefined): string {
  return trialOrigin ? html.replace(loopbackOrigins, trialOrigin) : html
}
