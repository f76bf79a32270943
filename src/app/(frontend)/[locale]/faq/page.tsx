import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FaqList } from '@/components/faq/FaqList'
import { PageHeader } from '@/components/layout/PageHeader'
import { CatalogueBreadcrumbsJsonLd, JsonLd } from '@/components/seo/JsonLd'
import { getFaqs } from '@/lib/cms/queries'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'
import { faqGroups } from '@/lib/serviceKeys'
import { faqPage } from '@/lib/structuredData'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/faq', 'faq')
}

export default async function FaqPage({ params }: Props) {
  const locale = await localeOf(params)
  const [faqs, t] = await Promise.all([getFaqs(locale), getTranslations('faq')])
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <JsonLd data={faqPage(faqs)} />
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="faq" path="/faq" />
      <div className="container-page space-y-14 py-12">
        {faqGroups.map((group) => {
          const entries = faqs.filter((faq) => faq.group === group)
          if (!entries.length) return null
          return (
            <section key={group} aria-labelledby={`faq-${group}`}>
              <h2 id={`faq-${group}`} className="mb-4 text-2xl font-bold">
                {t(`groups.${group}`)}
              </h2>
              <FaqList faqs={entries} />
            </section>
          )
        })}
      </div>
    </>
  )
}
