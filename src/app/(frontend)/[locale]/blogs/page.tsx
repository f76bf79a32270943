import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/components/blog/PostCard'
import { PageHeader } from '@/components/layout/PageHeader'
import { getBlogPosts } from '@/lib/cms/queries'
import { localeOf } from '@/lib/i18n/params'
import { cataloguePageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePageMetadata(params, '/blogs', 'blog')
}

export default async function BlogOverviewPage({ params }: Props) {
  const locale = await localeOf(params)
  const [posts, t] = await Promise.all([getBlogPosts(locale), getTranslations('blog')])
  // Featured posts first, then newest first (the query's order).
  const ordered = [
    ...posts.filter((post) => post.featured),
    ...posts.filter((post) => !post.featured),
  ]
  return (
    <>
      <PageHeader eyebrow={t('title')} title={t('heading')} intro={t('intro')} />
      <div className="container-page py-12">
        {ordered.length ? (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {ordered.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
    </>
  )
}
