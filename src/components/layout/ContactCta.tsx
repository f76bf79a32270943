import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { Section } from './Section'

/** The contact call-to-action that closes most pages; every CTA leads to /contact (spec §2). */
export async function ContactCta({ tone = 'plain' }: { tone?: 'plain' | 'mist' }) {
  const t = await getTranslations('common')
  return (
    <Section id="contact-cta" heading={t('contactCta')} tone={tone}>
      <Link href="/contact" className="button">
        {t('contactCta')}
      </Link>
    </Section>
  )
}
