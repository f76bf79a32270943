import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/lib/i18n/locales'
import { blogCategories, type BlogCategory } from '@/lib/serviceKeys'
import { catalogueMetadata } from '@/server/metadata'
import { localeOf, routeParams } from '@/server/params'
import { getBlogPosts } from '@/server/queries'

type Params = Promise<{ locale: string }>
type CategoryParams = Promise<{ locale: string; category: string }>

const isCategory = (value: string): value is BlogCategory =>
  (blogCategories as readonly string[]).includes(value)

export async function blogsMetadata(params: Params): Promise<Metadata> {
  return catalogueMetadata(await localeOf(params), '/blogs', 'blog')
}

export async function blogCategoryMetadata(params: CategoryParams): Promise<Metadata> {
  const { locale, category } = await routeParams(params)
  return catalogueMetadata(locale, `/blogs?category=${category}`, 'blog')
}

/** The blog overview: every post, newest first. */
export async function loadBlogOverview(params: Params) {
  return overview(await localeOf(params))
}

/** The overview of one category (`/blogs?category=…`, rewritten to this route). */
export async function loadBlogCategory(params: CategoryParams) {
  const { locale, category } = await routeParams(params)
  if (!isCategory(category)) notFound()
  return overview(locale, category)
}

async function overview(locale: Locale, category?: BlogCategory) {
  return { locale, posts: await getBlogPosts(locale), category }
}
