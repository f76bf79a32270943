import type { Metadata } from 'next'

import { BlogOverview } from '@/components/blog/BlogOverview'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/blogs', 'blog')
}

export default async function BlogOverviewPage({ params }: Props) {
  const locale = await localeOf(params)
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="blog" path="/blogs" />
      <BlogOverview locale={locale} />
    </>
  )
}
