import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'

import { PostBody } from '@/components/blog/PostBody'
import { PostCard } from '@/components/blog/PostCard'
import { ContactCta } from '@/components/layout/ContactCta'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { ArticleJsonLd, BreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { getBlogPost, getBlogPosts, getSiteSettings } from '@/lib/cms/queries'
import { isLocale, locales } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { relatedPosts } from '@/lib/related'
import { mediaShareImage, pageMetadata } from '@/lib/seo'

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
    title: post.title,
    seoTitle: post.seo?.title,
    description: post.seo?.description ?? post.excerpt,
    keywords: post.seo?.keywords,
    siteName: settings.agencyName,
    image: mediaShareImage(post.image),
  })
}

/** A separator that travels with the item after it, so no line ends on a dot. */
function MetaDot() {
  return <span aria-hidden="true" className="size-1.5 rounded-full bg-spark" />
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
      <ArticleJsonLd locale={locale} path={path} publisher={settings.agencyName} post={post} />
      <BreadcrumbsJsonLd
        locale={locale}
        trail={[
          { name: t('blog.title'), path: '/blogs' },
          { name: post.title, path },
        ]}
      />
      <article>
        <header className="relative isolate overflow-hidden bg-mist">
          <div aria-hidden="true" className="dot-grid absolute inset-y-0 right-0 -z-10 w-2/3" />
          <div className="container-page pt-12 pb-28 md:pt-20 md:pb-44">
            <div className="mx-auto max-w-3xl">
              <p className="eyebrow eyebrow-bar">{t(`blog.categories.${post.category}`)}</p>
              <h1 className="mt-4 text-h1 font-extrabold">{post.title}</h1>
              <p className="lead mt-5 md:mt-6">{post.excerpt}</p>
              <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span className="font-semibold text-ink">
                  {t('blog.by', { author: post.author })}
                </span>
                <span className="inline-flex items-center gap-3">
                  <MetaDot />{' '}
                  <time dateTime={post.date.slice(0, 10)}>
                    {format.dateTime(new Date(post.date), { dateStyle: 'long' })}
                  </time>
                </span>{' '}
                <span className="inline-flex items-center gap-3">
                  <MetaDot /> {t('common.readTime', { minutes: post.readTime })}
                </span>
              </p>
            </div>
          </div>
        </header>
        <div className="container-page">
          <div className="relative mx-auto -mt-16 max-w-5xl md:-mt-32">
            <CmsImage
              media={post.image}
              sizes="(min-width: 1088px) 1024px, 100vw"
              className="aspect-[16/9] w-full rounded-[1.5rem] object-cover shadow-[0_30px_60px_-30px_rgb(13_27_42/0.5)] md:aspect-[2/1]"
              priority
            />
          </div>
          <div className="mx-auto max-w-3xl pt-12 pb-section md:pt-16">
            <PostBody post={post} />
            {post.tags?.length ? (
              <section aria-labelledby="tags-heading" className="mt-12 border-t border-line pt-8">
                <h2 id="tags-heading" className="eyebrow text-muted">
                  {t('blog.tags')}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag.id} className="tag">
                      {tag.tag}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </article>
      <Section id="related" heading={t('blog.related')} tone="mist">
        <div className="grid-fill-md grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {relatedPosts(post, posts).map((related) => (
            <PostCard key={related.id} post={related} headingLevel="h3" />
          ))}
        </div>
        <p className="mt-10 text-muted">{t('blog.moreComingSoon')}</p>
      </Section>
      <ContactCta />
    </>
  )
}
