import { cache } from 'react'

import type { Locale } from '@/lib/i18n/locales'

import { payloadClient } from './client'

/*
 * Every read the public pages make. Wrapped in React's `cache` so metadata and page
 * share one query per render; pages are prerendered, so these run at build time and
 * on revalidation, not per visit.
 */

export const getSiteSettings = cache(async (locale: Locale) =>
  (await payloadClient()).findGlobal({ slug: 'site-settings', locale, depth: 1 }),
)

export const getHome = cache(async (locale: Locale) =>
  (await payloadClient()).findGlobal({ slug: 'home', locale, depth: 1 }),
)

export const getAbout = cache(async (locale: Locale) =>
  (await payloadClient()).findGlobal({ slug: 'about', locale, depth: 1 }),
)

export const getCaseStudies = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({
    collection: 'case-studies',
    locale,
    depth: 1,
    limit: 100,
    sort: 'order',
  })
  return result.docs
})

export const getCaseStudy = cache(
  async (slug: string, locale: Locale) =>
    (await getCaseStudies(locale)).find((doc) => doc.slug === slug) ?? null,
)

export const getCaseFilterTags = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({ collection: 'case-filter-tags', locale, limit: 20 })
  return result.docs
})

export const getBlogPosts = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({
    collection: 'blog-posts',
    locale,
    depth: 1,
    limit: 500,
    sort: '-date',
  })
  return result.docs
})

export const getBlogPost = cache(
  async (slug: string, locale: Locale) =>
    (await getBlogPosts(locale)).find((doc) => doc.slug === slug) ?? null,
)

export const getServices = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({ collection: 'services', locale, limit: 20, sort: 'order' })
  return result.docs
})

export const getDigitalMarketingServices = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({
    collection: 'digital-marketing-services',
    locale,
    limit: 50,
    sort: 'order',
  })
  return result.docs
})

export const getFaqs = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({ collection: 'faqs', locale, limit: 500, sort: 'order' })
  return result.docs
})

export const getPages = cache(async (locale: Locale) => {
  const result = await (await payloadClient()).find({ collection: 'pages', locale, limit: 50 })
  return result.docs
})

export const getPage = cache(
  async (slug: string, locale: Locale) =>
    (await getPages(locale)).find((doc) => doc.slug === slug) ?? null,
)

export const getTestimonials = cache(async (locale: Locale) => {
  const result = await (
    await payloadClient()
  ).find({ collection: 'testimonials', locale, depth: 1, limit: 50 })
  return result.docs
})
