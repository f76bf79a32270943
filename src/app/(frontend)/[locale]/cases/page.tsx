import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CaseCard } from '@/components/cases/CaseCard'
import { PageHeader } from '@/components/layout/PageHeader'
import { getCaseStudies } from '@/lib/cms/queries'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/cases', 'cases')
}

export default async function CasesPage({ params }: Props) {
  const locale = await localeOf(params)
  const [cases, t] = await Promise.all([getCaseStudies(locale), getTranslations('cases')])
  return (
    <>
      <PageHeader eyebrow={t('title')} title={t('heading')} intro={t('intro')} />
      <div className="container-page py-12">
        <p className="text-sm text-muted">{t('count', { count: cases.length })}</p>
        {cases.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {cases.map((study) => (
              <CaseCard key={study.id} study={study} />
            ))}
          </div>
        ) : (
          <p className="mt-6">{t('empty')}</p>
        )}
      </div>
    </>
  )
}
