import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { relatedPosts } from '@/lib/related'
import { mediaShareImage } from '@/lib/seo'
import { recordMetadata } from '@/server/metadata'
import { routeParams, staticLocale } from '@/server/params'
import { getBlogPost, getBlogPosts, getSiteSettings } from '@/server/queries'

type Params = Promise<{ locale: string; slug: string }>

export async function blogPostStaticParams({ params }: { params: { locale: string } }) {
  return (await getBlogPosts(staticLocale(params))).map((post) => ({ slug: post.slug }))
}

export async function blogPostMetadata(params: Params): Promise<Metadata> {
  const { locale, slug } = await routeParams(params)
  const post = await getBlogPost(slug, locale)
  if (!post) notFound()
  return recordMetadata(locale, {
    path: `/blogs/${post.slug}`,
    title: post.title,
    seo: post.seo,
    description: post.excerpt,
    image: mediaShareImage(post.image),
  })
}

/** One blog post and the posts related to it. */
export async function loadBlogPostPage(params: Params) {
  const { locale, slug } = await routeParams(params)
  const [post, posts, settings] = await Promise.all([
    getBlogPost(slug, locale),
    getBlogPosts(locale),
    getSiteSettings(locale),
  ])
  if (!post) notFound()
  return { locale, post, related: relatedPosts(post, posts), publisher: settings.agencyName }
}
