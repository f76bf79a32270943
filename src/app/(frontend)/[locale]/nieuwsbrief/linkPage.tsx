import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction'
import type { NewsletterAction } from '@/lib/newsletter/tokens'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * The two pages a newsletter mail's links open (`bevestig`, `afmelden`): rendered per
 * request, since the link's id and token go into the form, and never indexed.
 */
export function newsletterLinkPage(action: NewsletterAction) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('components.newsletter')
    return { title: t(`${action}Title`), robots: { index: false } }
  }

  async function Page({ searchParams }: Props) {
    const { id, token } = await searchParams
    const t = await getTranslations('components.newsletter')
    return (
      <NewsletterLinkAction
        title={t(`${action}Title`)}
        text={t(`${action}Text`)}
        button={t(`${action}Button`)}
        action={`/forms/newsletter/${action}`}
        id={single(id)}
        token={single(token)}
      />
    )
  }

  return { generateMetadata, Page }
}
