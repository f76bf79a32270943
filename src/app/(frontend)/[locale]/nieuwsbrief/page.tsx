import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('components.newsletter')
  return { title: t('pageTitle'), robots: { index: false } }
}

/**
 * The newsletter page: where a sign-up without JavaScript that needs another try
 * lands, with the footer form showing its message.
 */
export default async function NewsletterPage() {
  const t = await getTranslations('components.newsletter')
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-4xl font-extrabold">{t('pageTitle')}</h1>
      <p className="mx-auto mt-4 max-w-prose text-lg text-muted">{t('pageText')}</p>
    </section>
  )
}
