import 'server-only'

import type { CollectionSlug, GlobalSlug } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/cms/client'
import type { Locale } from '@/lib/i18n/locales'
import { typeset } from '@/lib/i18n/typography'
import { staleIfError } from '@/server/contentSnapshot'

/*
 * Every read the public pages make. Wrapped in React's `cache` so metadata and page
 * share one query per render; pages are prerendered, so these run at build time, on
 * revalidation and when a form posted without JavaScript renders its page again, not
 * per visit. While the database cannot be reached, such a render gets the last result
 * instead (contentSnapshot.ts).
 */

/** All documents of a collection in one language (the site's collections are small). */
async function findAll<T extends CollectionSlug>(collection: T, locale: Locale, sort?: string) {
  const docs = await staleIfError(`find ${collection} ${locale} ${sort ?? ''}`, async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection,
      locale,
      depth: 1,
      limit: 1000,
      pagination: false,
      sort,
    })
    return found.docs
  })
  return typeset(locale, docs)
}

/** A global in one language. */
async function findGlobal<T extends GlobalSlug>(slug: T, locale: Locale, depth = 1) {
  const global = await staleIfError(`global ${slug} ${locale} ${depth}`, async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug, locale, depth })
  })
  return typeset(locale, global)
}

export const getSiteSettings = cache((locale: Locale) => findGlobal('site-settings', locale))

export const getHome = cache((locale: Locale) => findGlobal('home', locale))

export const getAbout = cache((locale: Locale) => findGlobal('about', locale))

/** The quote assistant's content (its route serves it as JSON; no relations to resolve). */
export const getChatbot = cache((locale: Locale) => findGlobal('chatbot', locale, 0))

export const getCaseStudies = cache((locale: Locale) => findAll('case-studies', locale, 'order'))

export const getCaseStudy = cache(
  async (slug: string, locale: Locale) =>
    (await getCaseStudies(locale)).find((doc) => doc.slug === slug) ?? null,
)

export const getCaseFilterTags = cache((locale: Locale) => findAll('case-filter-tags', locale))

export const getBlogPosts = cache((locale: Locale) => findAll('blog-posts', locale, '-date'))

export const getBlogPost = cache(
  async (slug: string, locale: Locale) =>
    (await getBlogPosts(locale)).find((doc) => doc.slug === slug) ?? null,
)

export const getServices = cache((locale: Locale) => findAll('services', locale, 'order'))

export const getDigitalMarketingServices = cache((locale: Locale) =>
  findAll('digital-marketing-services', locale, 'order'),
)

export const getFaqs = cache((locale: Locale) => findAll('faqs', locale, 'order'))

export const getPages = cache((locale: Locale) => findAll('pages', locale))

export const getPage = cache(
  async (slug: string, locale: Locale) =>
    (await getPages(locale)).find((doc) => doc.slug === slug) ?? null,
)

export const getTestimonials = cache((locale: Locale) => findAll('testimonials', locale))
