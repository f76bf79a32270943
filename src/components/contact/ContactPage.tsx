import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/layout/PageHeader'
import type { Locale } from '@/lib/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { ContactFormSection } from './ContactFormSection'

type Props = { locale: Locale; settings: SiteSetting }

/** Contact page: the form (spec §2/§3) next to the agency's details. */
export async function ContactPage({ locale, settings }: Props) {
  const t = await getTranslations('contact')
  const { address } = settings
  return (
    <>
      <PageHeader eyebrow={t('title')} title={t('heading')} intro={t('intro')} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <ContactFormSection locale={locale} page="/contact" />
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-2xl font-bold">
            {t('detailsHeading')}
          </h2>
          <address className="mt-4 space-y-1 not-italic">
            <p className="font-semibold">{settings.agencyName}</p>
            <p>
              {address.street}, {address.postalCode} {address.city}
            </p>
            <p>
              <a className="link" href={`tel:${settings.phone.replaceAll(' ', '')}`}>
                {settings.phone}
              </a>
            </p>
            <p>
              <a className="link" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
            {settings.openingHours ? <p className="text-muted">{settings.openingHours}</p> : null}
          </address>
        </section>
      </div>
    </>
  )
}
