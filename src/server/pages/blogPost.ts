import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { mediaShareImage } from '@/lib/seo'
import { editableRecord } from '@/server/editing'
import { recordMetadata } from '@/server/metadata'
import { routeParams } from '@/server/params'
import { getBlogPostWithRelated, getSiteSettings, publishedSlugs } from '@/server/queries'

type Params = Promise<{ locale: string; slug: string }>

export async function blogPostStaticParams() {
  return (await publishedSlugs('blog-posts')).map((slug) => ({ slug }))
}

export async function blogPostMetadata(params: Params): Promise<Metadata> {
  const { locale, slug } = await routeParams(params)
  const post = (await getBlogPostWithRelated(slug, locale))?.post
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
  const [found, settings] = await Promise.all([
    getBlogPostWithRelated(slug, locale),
    getSiteSettings(locale),
  ])
  if (!found) notFound()
  return {
    locale,
    ...found,
    publisher: settings.agencyName,
    edit: await editableRecord('blog-posts', found.post),
  }
}
