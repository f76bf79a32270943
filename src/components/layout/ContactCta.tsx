import { getTranslations } from 'next-intl/server'

import { CtaBand } from './CtaBand'

/** The contact call-to-action that closes most pages; every CTA leads to /contact (spec §2). */
export async function ContactCta() {
  const t = await getTranslations('common')
  return (
    <CtaBand
      id="contact-cta"
      heading={t('contactCtaHeading')}
      text={t('contactCtaText')}
      href="/contact"
      label={t('contactCta')}
    />
  )
}
