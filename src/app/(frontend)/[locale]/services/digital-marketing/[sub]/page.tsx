import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/layout/Section'
import { PackageTable } from '@/components/services/PackageTable'
import { ServicePage } from '@/components/services/ServicePage'
import { getDigitalMarketingServices, getSiteSettings } from '@/lib/cms/queries'
import { loadDigitalMarketingService, loadService } from '@/lib/cms/services'
import { isLocale, locales } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; sub: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : locales[0]
  return (await getDigitalMarketingServices(locale)).map((service) => ({ sub: service.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { sub }] = await Promise.all([localeOf(params), params])
  const [{ service }, settings] = await Promise.all([
    loadDigitalMarketingService(locale, sub),
    getSiteSettings(locale),
  ])
  return pageMetadata({
    locale,
    path: `/services/digital-marketing/${service.slug}`,
    title: service.title,
    seoTitle: service.seo?.title,
    description: service.seo?.description ?? service.description,
    keywords: service.seo?.keywords,
    siteName: settings.agencyName,
  })
}

export default async function DigitalMarketingSubRoute({ params }: Props) {
  const [locale, { sub }] = await Promise.all([localeOf(params), params])
  const [{ service, previous, next }, { service: parent }, t] = await Promise.all([
    loadDigitalMarketingService(locale, sub),
    loadService(locale, 'digital-marketing'),
    getTranslations('services'),
  ])
  return (
    <ServicePage
      service={service}
      path={`/services/digital-marketing/${service.slug}`}
      parent={{ name: parent.title, path: `/services/${parent.slug}` }}
      previous={previous}
      next={next}
    >
      {service.packages?.length ? (
        <Section id="packages" heading={t('packagesHeading')} tone="mist">
          <PackageTable packages={service.packages} />
        </Section>
      ) : null}
    </ServicePage>
  )
}
