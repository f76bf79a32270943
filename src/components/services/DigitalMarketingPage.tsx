import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/layout/Section'
import type { DigitalMarketingService } from '@/payload-types'

import { ServiceCard } from './ServiceCard'
import { ServicePage, type ServicePageProps } from './ServicePage'

type Props = Omit<ServicePageProps, 'children'> & { subs: DigitalMarketingService[] }

/** Digital marketing: a main service whose page also lists its sub-services. */
export async function DigitalMarketingPage({ subs, ...page }: Props) {
  const t = await getTranslations('services')
  return (
    <ServicePage {...page}>
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
