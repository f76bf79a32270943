import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ResultMessage } from '@/components/feedback/ResultMessage'
import { newsletterStatuses, type NewsletterStatusSlug } from '@/lib/routes/resultPages'

type Props = { params: Promise<{ locale: string; status: string }> }

const texts = {
  pending: ['pendingTitle', 'pending'],
  confirmed: ['confirmedTitle', 'confirmedText'],
  unsubscribed: ['unsubscribedTitle', 'unsubscribedText'],
  invalid: ['invalidTitle', 'invalidText'],
} as const

const isStatus = (value: string): value is NewsletterStatusSlug => value in newsletterStatuses

export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(newsletterStatuses).map((status) => ({ status }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { status } = await params
  if (!isStatus(status)) return {}
  const t = await getTranslations('components.newsletter')
  return { title: t(texts[newsletterStatuses[status]][0]), robots: { index: false } }
}

/** Newsletter states: check your inbox, confirmed (thanks, spec §4), unsubscribed, bad link. */
export default async function NewsletterStatusPage({ params }: Props) {
  const { status } = await params
  if (!isStatus(status)) notFound()
  const t = await getTranslations('components.newsletter')
  const [title, text] = texts[newsletterStatuses[status]]
  return <ResultMessage title={t(title)} text={t(text)} linkLabel={t('home')} href="/" />
}
