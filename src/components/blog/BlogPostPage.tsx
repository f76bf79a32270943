import { getFormatter, getTranslations } from 'next-intl/server'

import { ContactCta } from '@/components/layout/ContactCta'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { ArticleJsonLd, BreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { marker, type Editable } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import type { BlogPost } from '@/payload-types'

import { PostBody } from './PostBody'
import { PostCard } from './PostCard'

/**
 * How wide the hero image shows: the article's width (64rem), or the container's width on
 * smaller screens, whose side padding is at least 1.25rem. With `100vw` a 390 px phone at
 * 3× took the 1200 px file for a 1050 px box. `100vw` comes after a space so next/image
 * reads it and leaves the icon widths (32–384 px) out of the srcset (see CaseStudyPage).
 */
const HERO_SIZES = '(min-width: 1088px) 1024px, calc(-2.5rem + 100vw)'

/** A separator that travels with the item after it, so no line ends on a dot. */
function MetaDot() {
  return <span aria-hidden="true" className="size-1.5 rounded-full bg-spark" />
}

type Props = {
  locale: Locale
  post: BlogPost
  /** Up to three other posts, same category first. */
  related: BlogPost[]
  /** The agency, as publisher of the article. */
  publisher: string
  /** The post, in an editor's preview: its texts lead to their fields (src/lib/editing). */
  edit?: Editable
}

/** A blog post (spec §3): header, image, body, tags, related posts, contact. */
export async function BlogPostPage({ locale, post, related, publisher, edit }: Props) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()])
  const field = marker(edit)
  const path = `/blogs/${post.slug}`
  return (
    <>
      <ArticleJsonLd locale={locale} publisher={publisher} post={post} />
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
              <p className="eyebrow eyebrow-bar" {...field('category')}>
                {t(`blog.categories.${post.category}`)}
              </p>
              <h1 className="mt-4 text-h1 font-extrabold" {...field('title')}>
                {post.title}
              </h1>
              <p className="lead mt-5 md:mt-6" {...field('excerpt')}>
                {post.excerpt}
              </p>
              <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span className="font-semibold text-ink" {...field('author')}>
                  {t('blog.by', { author: post.author })}
                </span>
                <span className="inline-flex items-center gap-3">
                  <MetaDot />{' '}
                  <time dateTime={post.date.slice(0, 10)} {...field('date')}>
                    {format.dateTime(new Date(post.date), { dateStyle: 'long' })}
                  </time>
                </span>{' '}
                <span className="inline-flex items-center gap-3" {...field('readTime')}>
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
              sizes={HERO_SIZES}
              className="aspect-[16/9] w-full rounded-[1.5rem] object-cover hero-shadow md:aspect-[2/1]"
              priority
              mark={field('image')}
            />
          </div>
          <div className="mx-auto max-w-3xl pt-12 pb-section md:pt-16">
            <PostBody post={post} fields={field} />
            {post.tags?.length ? (
              <section aria-labelledby="tags-heading" className="mt-12 border-t border-line pt-8">
                <h2 id="tags-heading" className="eyebrow text-muted">
                  {t('blog.tags')}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag, index) => (
                    <li key={index} className="tag" {...field(`tags.${index}.tag`)}>
                      {tag.tag}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </article>
      <Section id="related" heading={t('blog.related')} tone="mist" rows={related.length}>
        <div className="grid-fill-md grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {related.map((other) => (
            <PostCard key={other.id} post={other} headingLevel="h3" />
          ))}
        </div>
        <p className="mt-10 text-muted">{t('blog.moreComingSoon')}</p>
      </Section>
      <ContactCta />
    </>
  )
}
