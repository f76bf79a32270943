import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/layout/PageHeader'
import { FilterTabs } from '@/components/navigation/FilterTabs'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/lib/i18n/locales'
import { caseServiceKeys, type CaseServiceKey } from '@/lib/serviceKeys'
import type { CaseFilterTag, CaseStudy } from '@/payload-types'

import { CaseCard } from './CaseCard'

/** The case-study overview: filter tabs (spec §2), the matching cases or the empty state. */
export async function CaseOverview({
  locale,
  cases,
  tags,
  service,
}: {
  locale: Locale
  cases: CaseStudy[]
  /** The editors' names of the filter tabs. */
  tags: CaseFilterTag[]
  service?: CaseServiceKey
}) {
  const t = await getTranslations('cases')
  const shown = service ? cases.filter((study) => study.tags.includes(service)) : cases
  const tabs = [
    { key: 'all', label: t('all'), href: '/cases' },
    ...caseServiceKeys.map((key) => ({
      key,
      label: tags.find((tag) => tag.serviceKey === key)?.name ?? key,
      href: `/cases?service=${key}`,
    })),
  ]
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="cases" path="/cases" />
      <PageHeader eyebrow={t('title')} title={t('heading')} intro={t('intro')}>
        <div className="mt-8 md:mt-10">
          <FilterTabs label={t('filterLabel')} tabs={tabs} active={service ?? 'all'} />
        </div>
      </PageHeader>
      <div className="container-page py-section">
        <p className="text-sm font-semibold text-muted" role="status">
          {t('count', { count: shown.length })}
        </p>
        {shown.length ? (
          <div className="grid-fill-md mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {shown.map((study) => (
              <CaseCard key={study.id} study={study} />
            ))}
          </div>
        ) : (
          <p className="mt-6 text-lead">{t('empty')}</p>
        )}
      </div>
    </>
  )
}
