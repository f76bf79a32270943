import { getTranslations } from 'next-intl/server'

import { ContactCta } from '@/components/layout/ContactCta'
import { PageHeader } from '@/components/layout/PageHeader'
import { FilterTabs } from '@/components/navigation/FilterTabs'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/lib/i18n/locales'
import { blogCategories, type BlogCategory } from '@/lib/serviceKeys'
import type { BlogPost } from '@/payload-types'

import { PostCard } from './PostCard'

/** The blog overview (spec §2): category tabs with counts, featured posts first, empty state. */
export async function BlogOverview({
  locale,
  posts,
  category,
}: {
  locale: Locale
  /** Every post, newest first. */
  posts: BlogPost[]
  category?: BlogCategory
}) {
  const t = await getTranslations('blog')
  const inCategory = category ? posts.filter((post) => post.category === category) : posts
  // Featured first, then newest first (the query's order).
  const shown = [
    ...inCategory.filter((post) => post.featured),
    ...inCategory.filter((post) => !post.featured),
  ]
  const count = (key?: BlogCategory) => posts.filter((post) => !key || post.category === key).length
  const tabs = [
    { key: 'all', label: t('tabLabel', { category: t('all'), count: count() }), href: '/blogs' },
    ...blogCategories.map((key) => ({
      key,
      label: t('tabLabel', { category: t(`categories.${key}`), count: count(key) }),
      href: `/blogs?category=${key}`,
    })),
  ]
  // The first (featured) post grows so that the last row of the grid is full.
  const wideMd = shown.length % 2 === 1
  const wideLg = shown.length % 3 === 2
  const leadWideFrom = wideMd && wideLg ? 'both' : wideMd ? 'md' : wideLg ? 'lg' : undefined
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="blog" path="/blogs" />
      <PageHeader eyebrow={t('title')} title={t('heading')} intro={t('intro')}>
        <div className="mt-8 md:mt-10">
          <FilterTabs label={t('filterLabel')} tabs={tabs} active={category ?? 'all'} />
        </div>
      </PageHeader>
      <div className="container-page pt-section">
        {shown.length ? (
          <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {shown.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                wideFrom={index === 0 ? leadWideFrom : undefined}
              />
            ))}
          </div>
        ) : (
          <p className="text-lead">{t('empty')}</p>
        )}
        {category ? (
          <p className="mt-10">
            <LocaleLink href="/blogs" className="button-outline">
              {t('viewAll')}
            </LocaleLink>
          </p>
        ) : null}
      </div>
      <ContactCta />
    </>
  )
}
