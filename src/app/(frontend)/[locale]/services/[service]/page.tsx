import type { Metadata } from 'next'

import { ServicePage } from '@/components/services/ServicePage'
import { getServices, getSiteSettings } from '@/lib/cms/queries'
import { loadService } from '@/lib/cms/services'
import { isLocale, locales } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; service: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : locales[0]
  // digital-marketing has its own route, which also lists its sub-services.
  return (await getServices(locale))
    .filter((service) => service.slug !== 'digital-marketing')
    .map((service) => ({ service: service.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { service: slug }] = await Promise.all([localeOf(params), params])
  const [{ service }, settings] = await Promise.all([
    loadService(locale, slug),
    getSiteSettings(locale),
  ])
  return pageMetadata({
    locale,
    path: `/services/${service.slug}`,
    title: service.title,
    seoTitle: service.seo?.title,
    description: service.seo?.description ?? service.description,
    keywords: service.seo?.keywords,
    siteName: settings.agencyName,
  })
}

export default async function ServiceRoute({ params }: Props) {
  const [locale, { service: slug }] = await Promise.all([localeOf(params), params])
  const { service, previous, next } = await loadService(locale, slug)
  return (
    <ServicePage
      service={service}
      path={`/services/${service.slug}`}
      previous={previous}
      next={next}
    />
  )
}
