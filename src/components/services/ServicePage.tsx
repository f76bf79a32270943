import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageHeader } from '@/components/layout/PageHeader'
import { ContactCta } from '@/components/layout/ContactCta'
import { PrevNext } from '@/components/navigation/PrevNext'
import { RichBlocks } from '@/components/rich-content/RichBlocks'
import type { DigitalMarketingService, Service } from '@/payload-types'

type Neighbour = { href: string; title: string } | null
type Props = {
  service: Service | DigitalMarketingService
  previous: Neighbour
  next: Neighbour
  children?: ReactNode
}

/** A service or sub-service: title, description, body, extras, contact and previous/next. */
export async function ServicePage({ service, previous, next, children }: Props) {
  const t = await getTranslations()
  return (
    <>
      <PageHeader eyebrow={t('services.label')} title={service.title} intro={service.description} />
      <div className="container-page py-12">
        <RichBlocks blocks={service.body} />
      </div>
      {children}
      <ContactCta tone="mist" />
      <PrevNext
        label={t('components.pager.label')}
        previousLabel={t('services.previous')}
        nextLabel={t('services.next')}
        previous={previous}
        next={next}
      />
    </>
  )
}
