import 'server-only'

import { Feed } from 'feed'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/seo'

import { getBlogPosts, getSiteSettings } from './queries'

/** The blog of one language as RSS 2.0: every post, newest first. */
export async function blogFeed(locale: Locale): Promise<string> {
  const [posts, settings, t] = await Promise.all([
    getBlogPosts(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  const feed = new Feed({
    id: absoluteUrl('/blogs', locale),
    link: absoluteUrl('/blogs', locale),
    title: t('feedTitle', { agency: settings.agencyName }),
    description: t('intro'),
    language: locale,
    copyright: `© ${settings.copyrightYear} ${settings.agencyName}`,
    feedLinks: { rss: absoluteUrl('/rss.xml', locale) },
  })
  for (const post of posts) {
    const link = absoluteUrl(`/blogs/${post.slug}`, locale)
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.excerpt,
      date: new Date(post.date),
      author: [{ name: post.author }],
      category: [{ name: t(`categories.${post.category}`) }],
    })
  }
  return feed.rss2()
}
