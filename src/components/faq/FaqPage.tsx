import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/layout/PageHeader'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import type { Editable } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import type { FaqGroup } from '@/lib/serviceKeys'
import type { Faq } from '@/payload-types'

import { estimateRows } from '@/lib/sectionEstimate'

import { FaqList } from './FaqList'

type Props = {
  locale: Locale
  /** The questions per service, in the spec's order, without empty groups. */
  groups: { group: FaqGroup; entries: Faq[] }[]
  /** The questions an editor may change in this preview, by id (src/lib/editing). */
  edits?: Record<string, Editable>
}

/**
 * The FAQ page (spec §2): a jump list, then the questions grouped by service. The
 * questions are an FAQPage in microdata (FaqList): as JSON-LD, every answer was in the
 * page three times (text, JSON-LD, and the JSON-LD again in the RSC payload), 10 kB
 * gzipped, which took the page over its 30 kB budget (docs/performance.md).
 */
export async function FaqPage({ locale, groups, edits }: Props) {
  const t = await getTranslations('faq')
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <nav aria-label={t('jumpLabel')} className="mt-8 md:mt-10">
          <ul className="flex flex-wrap gap-2">
            {groups.map(({ group }) => (
              <li key={group}>
                <a href={`#faq-${group}`} className="filter-tab jump-link">
                  {t(`groups.${group}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="faq" path="/faq" />
      <div
        itemScope
        itemType="https://schema.org/FAQPage"
        className="container-page faq-groups py-section"
      >
        {groups.map(({ group, entries }) => (
          <section
            key={group}
            aria-labelledby={`faq-${group}`}
            className="render-deferred est-faq faq-group"
            style={estimateRows(entries.length)}
          >
            <h2 id={`faq-${group}`} className="faq-group-title">
              {t(`groups.${group}`)}
            </h2>
            <div className="faq-group-body">
              <FaqList faqs={entries} microdata edits={edits} />
            </div>
          </section>
        ))}
      </div>
    </>
  )
}
