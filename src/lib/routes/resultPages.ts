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

export function isResultPage(localeFreePath: string): boolean {
  return (Object.values(resultPages) as string[]).includes(localeFreePath)
}
