import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ResultMessage } from '@/components/feedback/ResultMessage'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contact')
  return { title: t('sentTitle'), robots: { index: false } }
}

/** Where the contact form lands after a successful post without JavaScript. */
export default async function ContactSentPage() {
  const t = await getTranslations('contact')
  return (
    <ResultMessage
      title={t('sentTitle')}
      text={t('success')}
      linkLabel={t('backToForm')}
      href="/contact"
    />
  )
}
