import type { Metadata } from 'next'

import { CaseOverview } from '@/components/cases/CaseOverview'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/cases', 'cases')
}

export default async function CasesPage({ params }: Props) {
  return <CaseOverview locale={await localeOf(params)} />
}
