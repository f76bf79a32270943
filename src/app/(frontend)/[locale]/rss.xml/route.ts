import { Feed } from 'feed'
import { getTranslations } from 'next-intl/server'

import { getBlogPosts, getSiteSettings } from '@/lib/cms/queries'
import { isLocale, locales } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/seo'

/** The blog as RSS, one feed per language: `/rss.xml`, `/en/rss.xml`, `/fr/rss.xml`. */
export const dynamic = 'force-static'

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [posts, settings, t] = await Promise.all([
    getBlogPosts(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  const feed = new Feed({
    id: absoluteUrl('/blogs', locale),
    link: absoluteUrl('/blogs', locale),
    title: `${settings.agencyName} – ${t('title')}`,
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
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
