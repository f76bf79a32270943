import type { Metadata } from 'next'

import { CaseOverview } from '@/components/cases/CaseOverview'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/cases', 'cases')
}

export default async function CasesPage({ params }: Props) {
  const locale = await localeOf(params)
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="cases" path="/cases" />
      <CaseOverview locale={locale} />
    </>
  )
}
