import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/layout/Section'
import { marker } from '@/lib/editing/marks'
import type { DigitalMarketingService } from '@/payload-types'

import { PackageTable } from './PackageTable'
import { ServicePage, type ServicePageProps } from './ServicePage'

type Props = Omit<ServicePageProps, 'children' | 'service'> & { service: DigitalMarketingService }

/** A digital-marketing sub-service, with its packages when it has them. */
export async function SubServicePage(props: Props) {
  const t = await getTranslations('services')
  const { packages } = props.service
  return (
    <ServicePage {...props}>
      {packages?.length ? (
        <Section id="packages" heading={t('packagesHeading')} tone="mist" rows={packages.length}>
          <PackageTable packages={packages} fields={marker(props.edit, 'packages')} />
        </Section>
      ) : null}
    </ServicePage>
  )
}
