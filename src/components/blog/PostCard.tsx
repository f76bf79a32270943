import { getFormatter, getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import type { BlogPost } from '@/payload-types'

/** Where a lead card spans two columns, it lies down: image beside the text. */
const wideLayouts = {
  md: {
    card: 'md:col-span-2 md:grid md:grid-cols-[3fr_2fr] lg:col-span-1 lg:flex',
    image: 'md:h-full md:aspect-auto lg:h-auto lg:aspect-[16/9]',
  },
  lg: { card: 'lg:col-span-2 lg:grid lg:grid-cols-[3fr_2fr]', image: 'lg:h-full lg:aspect-auto' },
  both: { card: 'md:col-span-2 md:grid md:grid-cols-[3fr_2fr]', image: 'md:h-full md:aspect-auto' },
}

/** A blog post in a list: category, title link, excerpt, date and read time. */
export async function PostCard({
  post,
  headingLevel = 'h2',
  wideFrom,
}: {
  post: BlogPost
  headingLevel?: 'h2' | 'h3'
  /** Breakpoints at which this card spans two grid columns. */
  wideFrom?: keyof typeof wideLayouts
}) {
  const wide = wideFrom ? wideLayouts[wideFrom] : { card: '', image: '' }
  const [t, format] = await Promise.all([getTranslations(), getFormatter()])
  const Heading = headingLevel
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className={`card card-hover flex flex-col ${wide.card}`}
    >
      <div className="card-media">
        <CmsImage
          media={post.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className={`aspect-[16/9] w-full object-cover ${wide.image}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6 lg:p-7">
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
