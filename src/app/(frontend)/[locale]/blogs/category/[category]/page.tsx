import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogOverview } from '@/components/blog/BlogOverview'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'
import { blogCategories, type BlogCategory } from '@/lib/serviceKeys'

/** `/blogs?category={key}` (rewritten here by next.config.ts): one prerendered page per category. */
type Props = { params: Promise<{ locale: string; category: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category }))
}

const isCategory = (value: string): value is BlogCategory =>
  (blogCategories as readonly string[]).includes(value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params
  return cataloguePageMetadata(params, `/blogs?category=${category}`, 'blog')
}

export default async function BlogCategoryPage({ params }: Props) {
  const [locale, { category }] = await Promise.all([localeOf(params), params])
  if (!isCategory(category)) notFound()
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="blog" path="/blogs" />
      <BlogOverview locale={locale} category={category} />
    </>
  )
}
