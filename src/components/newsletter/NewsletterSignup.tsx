import { getTranslations } from 'next-intl/server'

import { formMessages } from '@/components/forms/formMessages'
import type { Locale } from '@/lib/i18n/locales'

import { NewsletterForm } from './NewsletterForm'

/** The newsletter sign-up (spec §2) in the footer of every page. */
export async function NewsletterSignup({ locale }: { locale: Locale }) {
  const [t, tc] = await Promise.all([
    getTranslations('components.newsletter'),
    getTranslations('contact'),
  ])
  const texts = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    sending: t('sending'),
    honeypot: tc('honeypot'),
    messages: await formMessages(t('pending'), t('failure')),
  }
  return (
    <section aria-labelledby="newsletter-heading" className="max-w-sm print:hidden">
      <h2 id="newsletter-heading" className="footer-heading">
        {t('heading')}
      </h2>
      <p className="newsletter-text">{t('text')}</p>
      <div className="mt-4">
        <NewsletterForm locale={locale} texts={texts} />
      </div>
    </section>
  )
}
