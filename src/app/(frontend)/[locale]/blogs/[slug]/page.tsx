import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'

import { PostBody } from '@/components/blog/PostBody'
import { PostCard } from '@/components/blog/PostCard'
import { ContactCta } from '@/components/layout/ContactCta'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { BreadcrumbsJsonLd, JsonLd } from '@/components/seo/JsonLd'
import { getBlogPost, getBlogPosts, getSiteSettings } from '@/lib/cms/queries'
import { isLocale, locales } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { relatedPosts } from '@/lib/related'
import { absoluteUrl, mediaShareImage, pageMetadata } from '@/lib/seo'
import { blogPosting } from '@/lib/structuredData'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : locales[0]
  return (await getBlogPosts(locale)).map((post) => ({ slug: post.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const [post, settings] = await Promise.all([getBlogPost(slug, locale), getSiteSettings(locale)])
  if (!post) notFound()
  return pageMetadata({
    locale,
    path: `/blogs/${post.slug}`,
    title: post.seo?.title ?? post.title,
    description: post.seo?.description ?? post.excerpt,
    keywords: post.seo?.keywords,
    siteName: settings.agencyName,
    image: mediaShareImage(post.image),
  })
}

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const [post, posts, settings, t, format] = await Promise.all([
    getBlogPost(slug, locale),
    getBlogPosts(locale),
    getSiteSettings(locale),
    getTranslations(),
    getFormatter(),
  ])
  if (!post) notFound()
  const path = `/blogs/${post.slug}`
  return (
    <>
      <JsonLd
        data={blogPosting(post, {
          url: absoluteUrl(path, locale),
          publisher: settings.agencyName,
          locale,
          image: mediaShareImage(post.image)?.url,
        })}
      />
      <BreadcrumbsJsonLd
        locale={locale}
        trail={[
          { name: t('blog.title'), path: '/blogs' },
          { name: post.title, path },
        ]}
      />
      <article className="container-page py-12">
        <header className="max-w-3xl">
          <p className="eyebrow">{t(`blog.categories.${post.category}`)}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight md:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
          <p className="mt-4 text-sm text-muted">
            {t('blog.by', { author: post.author })} ·{' '}
            <time dateTime={post.date.slice(0, 10)}>
              {format.dateTime(new Date(post.date), { dateStyle: 'long' })}
            </time>{' '}
            · {t('common.readTime', { minutes: post.readTime })}
          </p>
        </header>
        <CmsImage
          media={post.image}
          sizes="(min-width: 1152px) 1152px, 100vw"
          className="mt-8 w-full rounded-2xl"
          priority
        />
        <div className="mt-10">
          <PostBody post={post} />
        </div>
        {post.tags?.length ? (
          <section aria-labelledby="tags-heading" className="mt-10">
            <h2
              id="tags-heading"
              className="text-sm font-semibold uppercase tracking-wide text-muted"
            >
              {t('blog.tags')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag.id} className="rounded-full bg-mist px-3 py-1 text-sm">
                  {tag.tag}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <Section id="related" heading={t('blog.related')} tone="mist">
        <div className="grid gap-6 md:grid-cols-3">
          {relatedPosts(post, posts).map((related) => (
            <PostCard key={related.id} post={related} headingLevel="h3" />
          ))}
        </div>
        <p className="mt-8 text-muted">{t('blog.moreComingSoon')}</p>
      </Section>
      <ContactCta />
    </>
  )
}
