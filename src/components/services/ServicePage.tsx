import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageHeader } from '@/components/layout/PageHeader'
import { Section } from '@/components/layout/Section'
import { PrevNext } from '@/components/navigation/PrevNext'
import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { Link } from '@/i18n/navigation'
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
      <Section id="contact-cta" heading={t('common.contactCta')} tone="mist">
        <Link href="/contact" className="button">
          {t('common.contactCta')}
        </Link>
      </Section>
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
