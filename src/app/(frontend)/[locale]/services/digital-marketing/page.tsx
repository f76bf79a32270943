import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/layout/Section'
import { ServiceCard } from '@/components/services/ServiceCard'
import { ServicePage } from '@/components/services/ServicePage'
import { getDigitalMarketingServices, getSiteSettings } from '@/lib/cms/queries'
import { loadService } from '@/lib/cms/services'
import { localeOf } from '@/lib/i18n/params'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }
const slug = 'digital-marketing'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const [{ service }, settings] = await Promise.all([
    loadService(locale, slug),
    getSiteSettings(locale),
  ])
  return pageMetadata({
    locale,
    path: `/services/${slug}`,
    title: service.title,
    seoTitle: service.seo?.title,
    description: service.seo?.description ?? service.description,
    keywords: service.seo?.keywords,
    siteName: settings.agencyName,
  })
}

export default async function DigitalMarketingRoute({ params }: Props) {
  const locale = await localeOf(params)
  const [{ service, previous, next }, subs, t] = await Promise.all([
    loadService(locale, slug),
    getDigitalMarketingServices(locale),
    getTranslations('services'),
  ])
  return (
    <ServicePage service={service} path={`/services/${slug}`} previous={previous} next={next}>
      <Section id="subs" heading={t('subsHeading')} tone="mist">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {subs.map((sub, index) => (
            <ServiceCard
              key={sub.id}
              href={`/services/digital-marketing/${sub.slug}`}
              title={sub.title}
              description={sub.description}
              index={index}
            />
          ))}
        </ul>
      </Section>
    </ServicePage>
  )
}
