import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageHeader } from '@/components/layout/PageHeader'
import { ContactCta } from '@/components/layout/ContactCta'
import { PrevNext } from '@/components/navigation/PrevNext'
import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { BreadcrumbsJsonLd, JsonLd, type Crumb } from '@/components/seo/JsonLd'
import { marker, type Editable } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import type { PagerLink } from '@/lib/pager'
import { absoluteUrl } from '@/lib/seo'
import { service as serviceData } from '@/lib/structuredData'
import type { DigitalMarketingService, Service } from '@/payload-types'

export type ServicePageProps = {
  locale: Locale
  /** The agency, as the provider of the service. */
  publisher: string
  service: Service | DigitalMarketingService
  /** Locale-free path of the page, e.g. `/services/ecommerce`. */
  path: string
  /** The service a sub-service belongs to, for the breadcrumbs. */
  parent?: Crumb
  previous: PagerLink
  next: PagerLink
  children?: ReactNode
  /** The service, in an editor's preview: its texts lead to their fields (src/lib/editing). */
  edit?: Editable
}

/** A service or sub-service: title, description, body, extras, contact and previous/next. */
export async function ServicePage({
  locale,
  publisher,
  service,
  path,
  parent,
  previous,
  next,
  children,
  edit,
}: ServicePageProps) {
  const field = marker(edit)
  const t = await getTranslations()
  const url = absoluteUrl(path, locale)
  return (
    <>
      <JsonLd data={serviceData(service.title, service.description, url, publisher)} />
      <BreadcrumbsJsonLd
        locale={locale}
        trail={[
          // The services are listed on the home page; there is no overview page.
          { name: t('services.label'), path: '/#diensten' },
          ...(parent ? [parent] : []),
          { name: service.title, path },
        ]}
      />
      <PageHeader
        eyebrow={t('services.label')}
        title={service.title}
        intro={service.description}
        marks={{ title: field('title'), intro: field('description') }}
      />
      <div className="section-plain container-page py-section">
        <RichBlocks blocks={service.body} intro fields={marker(edit, 'body')} />
      </div>
      {children}
      <PrevNext
        label={t('components.pager.label')}
        previousLabel={t('services.previous')}
        nextLabel={t('services.next')}
        previous={previous}
        next={next}
      />
      <ContactCta />
    </>
  )
}
