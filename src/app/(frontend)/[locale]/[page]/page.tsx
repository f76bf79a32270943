import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/layout/PageHeader'
import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { BreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { getPage, getPages, getSiteSettings } from '@/lib/cms/queries'
import { isLocale, locales } from '@/lib/i18n/locales'
import { retentionOf } from '@/lib/leads/retention'
import { localeOf } from '@/lib/i18n/params'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : locales[0]
  return (await getPages(locale)).map((page) => ({ page: page.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { page: slug }] = await Promise.all([localeOf(params), params])
  const [page, settings] = await Promise.all([getPage(slug, locale), getSiteSettings(locale)])
  if (!page) notFound()
  return pageMetadata({
    locale,
    path: `/${page.slug}`,
    title: page.title,
    seoTitle: page.seo?.title,
    description: page.seo?.description ?? page.intro,
    keywords: page.seo?.keywords,
    siteName: settings.agencyName,
  })
}

/** Careers, our story, privacy, terms and accessibility: editor-written pages. */
export default async function FreePage({ params }: Props) {
  const [locale, { page: slug }] = await Promise.all([localeOf(params), params])
  const [page, settings] = await Promise.all([getPage(slug, locale), getSiteSettings(locale)])
  if (!page) notFound()
  return (
    <article>
      <BreadcrumbsJsonLd locale={locale} trail={[{ name: page.title, path: `/${page.slug}` }]} />
      <PageHeader title={page.title} intro={page.intro} />
      <div className="container-page py-section">
        <RichBlocks blocks={page.body} intro retention={retentionOf(settings.retention)} />
      </div>
    </article>
  )
}
