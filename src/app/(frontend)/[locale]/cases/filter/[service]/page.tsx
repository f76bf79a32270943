import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CaseOverview } from '@/components/cases/CaseOverview'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'
import { caseServiceKeys, type CaseServiceKey } from '@/lib/serviceKeys'

/** `/cases?service={key}` (rewritten here by next.config.ts): one prerendered page per filter. */
type Props = { params: Promise<{ locale: string; service: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return caseServiceKeys.map((service) => ({ service }))
}

const isServiceKey = (value: string): value is CaseServiceKey =>
  (caseServiceKeys as readonly string[]).includes(value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { service } = await params
  return cataloguePageMetadata(params, `/cases?service=${service}`, 'cases')
}

export default async function FilteredCasesPage({ params }: Props) {
  const [locale, { service }] = await Promise.all([localeOf(params), params])
  if (!isServiceKey(service)) notFound()
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="cases" path="/cases" />
      <CaseOverview locale={locale} service={service} />
    </>
  )
}
