import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { NewsletterAction } from '@/lib/newsletter/tokens'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export async function newsletterLinkMetadata(action: NewsletterAction): Promise<Metadata> {
  const t = await getTranslations('components.newsletter')
  return { title: t(`${action}Title`), robots: { index: false } }
}

/**
 * The two pages a newsletter mail's links open (`bevestig`, `afmelden`): rendered per
 * request, since the link's id and token go into the form, and never indexed.
 */
export async function loadNewsletterLink(action: NewsletterAction, searchParams: SearchParams) {
  const [{ id, token }, t] = await Promise.all([
    searchParams,
    getTranslations('components.newsletter'),
  ])
  return {
    title: t(`${action}Title`),
    text: t(`${action}Text`),
    button: t(`${action}Button`),
    action: `/forms/newsletter/${action}`,
    id: single(id),
    token: single(token),
  }
}
