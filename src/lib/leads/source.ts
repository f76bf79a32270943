/**
 * Where a lead came from (issue 27): the landing page of the visit, the referring host,
 * the campaign parameters the visit began with, the page of the form and the language.
 * First-party only: the browser keeps them in the tab's sessionStorage
 * (src/components/forms/visitSource.ts) and sends them with the form; nothing is a
 * cookie, nothing goes to a third party.
 *
 * Everything here is read from a visitor's post, so it is hostile input that reaches
 * the admin, the CSV and maybe an email: the server keeps only what has the expected
 * shape (a path, a host name, a short campaign word) and drops the rest.
 */

/** The five values the browser sends, as form field names. */
export const sourceFieldNames = [
  'landingPage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const
export type SourceFieldName = (typeof sourceFieldNames)[number]
export type VisitSource = Record<SourceFieldName, string | null>

export const sourceLimits = { path: 300, host: 253, campaign: 100 } as const

const probe = 'http://site.invalid'

/**
 * A path on this site (`/en/cases`), without query or fragment, or null. Parsed as the
 * browser would (so `//evil.example` or `/\evil.example` are another host, refused);
 * no control characters, at most 300 characters.
 */
export function sourcePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2_000) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, probe)
  } catch {
    return null
  }
  if (url.origin !== probe || url.pathname.startsWith('//')) return null
  const path = url.pathname
  return path.length <= sourceLimits.path ? path : null
}

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * A host name (`www.google.com`, `xn--bcher-kva.example`) or an IPv4 address, lower
 * case, never a URL's path or query: a full URL gives its host. Anything else is null.
 */
export function sourceHost(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return null
  let host = value.trim().toLowerCase()
  if (host.includes('/') || host.includes(':')) {
    try {
      host = new URL(host.includes('://') ? host : `http://${host}`).hostname
    } catch {
      return null
    }
  }
  if (host.endsWith('.')) host = host.slice(0, -1)
  if (host.length === 0 || host.length > sourceLimits.host) return null
  return host.split('.').every((label) => hostLabel.test(label)) ? host : null
}

/**
 * A campaign value (`nieuwsbrief`, `winter_2026`, `Black Friday`): letters, digits,
 * spaces and `-_.+~%`, at most 100 characters; anything else (markup, quotes, line
 * breaks, a leading formula sign) is refused. Campaign tags are names, not text.
 */
export function sourceCampaign(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text.length === 0 || text.length > sourceLimits.campaign) return null
  return /^[\p{L}\p{N}][\p{L}\p{N} _.+~%-]*$/u.test(text) ? text : null
}

/** The source fields of a post, each kept only in its expected shape. */
export function visitSourceOf(fields: Record<string, unknown>): VisitSource {
  return {
    landingPage: sourcePath(fields.landingPage),
    referrerHost: sourceHost(fields.referrerHost),
    utmSource: sourceCampaign(fields.utmSource),
    utmMedium: sourceCampaign(fields.utmMedium),
    utmCampaign: sourceCampaign(fields.utmCampaign),
  }
}

/**
 * How a lead's source is named in the dashboard's per-source figures: the campaign
 * source if there was one, else the referring host, else "direct" (typed, bookmarked,
 * or sent without JavaScript).
 */
export function sourceLabel(source: Partial<VisitSource> | null | undefined): string {
  return source?.utmSource || source?.referrerHost || 'direct'
}

/** No source: a post without JavaScript, or one whose values were all refused. */
export const noSource: VisitSource = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
}
