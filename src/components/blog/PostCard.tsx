import { getFormatter, getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import type { BlogPost } from '@/payload-types'

/** A blog post in a list: category, title link, excerpt, date and read time. */
export async function PostCard({
  post,
  headingLevel = 'h2',
  className = '',
}: {
  post: BlogPost
  headingLevel?: 'h2' | 'h3'
  className?: string
}) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()])
  const Heading = headingLevel
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className={`card card-hover flex flex-col ${className}`}
    >
      <div className="card-media">
        <CmsImage
          media={post.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/9] w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
        <p className="eyebrow">{t(`blog.categories.${post.category}`)}</p>
        <Heading id={`post-${post.slug}`} className="text-h3 font-bold">
          <LocaleLink href={`/blogs/${post.slug}`} className="stretched-link">
            {post.title}
          </LocaleLink>
        </Heading>
        <p className="text-[0.9375rem] text-muted">{post.excerpt}</p>
        <p className="mt-auto border-t border-line pt-4 text-[0.8125rem] text-muted">
          <time dateTime={post.date.slice(0, 10)}>
            {format.dateTime(new Date(post.date), { dateStyle: 'long' })}
          </time>{' '}
          <span
            aria-hidden="true"
            className="mx-1.5 inline-block size-1.5 rounded-full bg-spark align-middle"
          />{' '}
          {t('common.readTime', { minutes: post.readTime })}
        </p>
      </div>
    </article>
  )
}
