import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactFormSection } from '@/components/contact/ContactFormSection'
import { PageHeader } from '@/components/layout/PageHeader'
import { getSiteSettings } from '@/lib/cms/queries'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/contact', 'contact')
}

/** Contact page: the form (spec §2/§3) next to the agency's details. */
export default async function ContactPage({ params }: Props) {
  const locale = await localeOf(params)
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations('contact')])
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
