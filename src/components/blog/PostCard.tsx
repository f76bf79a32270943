import { getFormatter, getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import type { BlogPost } from '@/payload-types'

/** A blog post in a list: category, title link, excerpt, date and read time. */
export async function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: BlogPost
  headingLevel?: 'h2' | 'h3'
}) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()])
  const Heading = headingLevel
  return (
    <article aria-labelledby={`post-${post.slug}`} className="card relative flex flex-col">
      <CmsImage
        media={post.image}
        sizes="(min-width: 768px) 33vw, 100vw"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="eyebrow">{t(`blog.categories.${post.category}`)}</p>
        <Heading id={`post-${post.slug}`} className="text-lg font-bold">
          <LocaleLink href={`/blogs/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </LocaleLink>
        </Heading>
        <p className="text-sm text-muted">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-muted">
          <time dateTime={post.date.slice(0, 10)}>
            {format.dateTime(new Date(post.date), { dateStyle: 'long' })}
          </time>
          {' · '}
          {t('common.readTime', { minutes: post.readTime })}
        </p>
      </div>
    </article>
  )
}
