/**
 * Pages a form or an email link leads to (locale-free). Prerendered like every page,
 * kept out of the sitemap (noindex), and always let through by the proxy.
 */
export const resultPages = {
  contactSent: '/contact/verzonden',
  newsletter: '/nieuwsbrief',
  newsletterPending: '/nieuwsbrief/bevestigen',
  newsletterConfirmed: '/nieuwsbrief/bedankt',
  newsletterUnsubscribed: '/nieuwsbrief/afgemeld',
  newsletterInvalid: '/nieuwsbrief/ongeldig',
  /** Where a mail's confirm and unsubscribe links open: one button that posts. */
  newsletterConfirm: '/nieuwsbrief/bevestig',
  newsletterUnsubscribe: '/nieuwsbrief/afmelden',
} as const

export const newsletterStatuses = {
  bevestigen: 'pending',
  bedankt: 'confirmed',
  afgemeld: 'unsubscribed',
  ongeldig: 'invalid',
} as const
export type NewsletterStatusSlug = keyof typeof newsletterStatuses

/**
 * The site search: the results page and its suggestions, rendered per request, and the
 * two pages the proxy answers a refused search with (400, 429). Never indexed, never
 * in the sitemap, always let through by the proxy.
 */
export const searchPages = {
  results: '/zoeken',
  suggestions: '/zoeken/suggesties',
  tooMany: '/zoeken/te-veel',
  invalid: '/zoeken/ongeldig',
} as const

export const searchStatuses = { 'te-veel': 'tooMany', ongeldig: 'invalid' } as const

/**
 * Pages Next.js renders per request rather than from its cache: the proxy gives each
 * answer a nonce policy (every other page carries the policy stored with it).
 */
export const perRequestPages: readonly string[] = [searchPages.results]
export type SearchStatusSlug = keyof typeof searchStatuses

export function isResultPage(localeFreePath: string): boolean {
  return [...Object.values(resultPages), ...Object.values(searchPages)].includes(
    localeFreePath as never,
  )
}
