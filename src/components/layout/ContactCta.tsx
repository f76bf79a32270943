import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/navigation/LocaleLink'

import { Section } from './Section'

/** The contact call-to-action that closes most pages; every CTA leads to /contact (spec §2). */
export async function ContactCta({ tone = 'plain' }: { tone?: 'plain' | 'mist' }) {
  const t = await getTranslations('common')
  return (
    <Section id="contact-cta" heading={t('contactCta')} tone={tone}>
      <LocaleLink href="/contact" className="button">
        {t('contactCta')}
      </LocaleLink>
    </Section>
  )
}
