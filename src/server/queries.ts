import 'server-only'

import type { CollectionSlug, GlobalSlug, Where } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/cms/client'
import { tagsOfGlobal, tagsOfRecords } from '@/lib/cache/tags'
import { editorialCollections, type RoutedCollection } from '@/lib/editorial'
import type { Locale } from '@/lib/i18n/locales'
import { typeset } from '@/lib/i18n/typography'
import { neighbours } from '@/lib/pager'
import { relatedPosts } from '@/lib/related'

import { tagRender } from './cache'
import { staleIfError } from './contentSnapshot'
import { previewer } from './preview'

/*
 * Every read the public pages make. Visitors get what is published; an editor in
 * preview (Next.js draft mode, src/app/preview) gets the latest drafts. Each query
 * tags the render with what it returns (src/lib/cache/tags.ts), so a save expires
 * exactly the pages that show the record. Wrapped in React's `cache`, so metadata and
 * page share one read per render; pages are prerendered, so these run at build time
 * and when a tag expires, not per visit. While the database cannot be reached, such a
 * render (a form posted without JavaScript renders its page again) gets the last
 * published result instead (contentSnapshot.ts); a preview never does.
 */

/** A published read, kept for outages; a preview's read as it is. */
const published = <T>(preview: boolean, key: string, read: () => Promise<T>) =>
  preview ? read() : staleIfError(key, read)

const isEditorial = (collection: CollectionSlug) =>
  (editorialCollections as readonly string[]).includes(collection)

/**
 * Whether this render is an editor's preview (drafts shown, nothing cached): draft
 * mode on, and the staff session behind it still valid (src/server/preview.ts).
 */
export const inPreview = async () => Boolean(await previewer())

/** All documents of a collection in one language (the site's collections are small). */
const findAll = cache(async <T extends CollectionSlug>(collection: T, locale: Locale) => {
  const preview = await inPreview()
  const where: Where | undefined =
    isEditorial(collection) && !preview ? { _status: { equals: 'published' } } : undefined
  const docs = await published(preview, `find ${collection} ${locale}`, async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection,
      locale,
      depth: 1,
      limit: 1000,
      pagination: false,
      draft: preview,
      where,
    })
    return found.docs
  })
  return typeset(locale, docs)
})

type Listed = { id: number | string }

/** The documents shown, tagged: each record, and the list when which ones or their order shows. */
async function shown<T extends Listed>(
  collection: CollectionSlug,
  docs: T[],
  listed: boolean,
): Promise<T[]> {
  await tagRender(tagsOfRecords(collection, docs, { listed }))
  return docs
}

/** A global in one language, tagged. */
const findGlobal = cache(async <T extends GlobalSlug>(slug: T, locale: Locale, depth: number) => {
  const preview = await inPreview()
  const read = await published(preview, `global ${slug} ${locale} ${depth}`, async () =>
    (await payloadClient()).findGlobal({ slug, locale, depth, draft: preview }),
  )
  const doc = typeset(locale, read)
  await tagRender(tagsOfGlobal(slug, doc))
  return doc
})

export const getSiteSettings = (locale: Locale) => findGlobal('site-settings', locale, 1)

export const getHome = (locale: Locale) => findGlobal('home', locale, 1)

export const getAbout = (locale: Locale) => findGlobal('about', locale, 1)

/** The quote assistant's content (its route serves it as JSON; no relations to resolve). */
export const getChatbot = (locale: Locale) => findGlobal('chatbot', locale, 0)

// Sorted in memory by the editors' order fields: one read per collection and language.
const byOrder = <T extends { order: number }>(docs: T[]) =>
  [...docs].sort((a, b) => a.order - b.order)
const byDate = <T extends { date: string }>(docs: T[]) =>
  [...docs].sort((a, b) => b.date.localeCompare(a.date))

const caseStudies = async (locale: Locale) => byOrder(await findAll('case-studies', locale))
const blogPosts = async (locale: Locale) => byDate(await findAll('blog-posts', locale))
const services = async (locale: Locale) => byOrder(await findAll('services', locale))
const subServices = async (locale: Locale) =>
  byOrder(await findAll('digital-marketing-services', locale))

/** Every case, in the editors' order (the overview and its filters). */
export const getCaseStudies = async (locale: Locale) =>
  shown('case-studies', await caseStudies(locale), true)

/** The cases the home page features. */
export const getFeaturedCases = async (locale: Locale) =>
  shown(
    'case-studies',
    (await caseStudies(locale)).filter((study) => study.featured),
    true,
  )

/** One case, with the previous and next one in the editors' order. */
export async function getCaseStudyWithNeighbours(slug: string, locale: Locale) {
  return withNeighbours('case-studies', await caseStudies(locale), slug)
}

export const getCaseFilterTags = async (locale: Locale) =>
  shown('case-filter-tags', await findAll('case-filter-tags', locale), true)

/** Every post, newest first (the blog overview, its categories and counts, the feed). */
export const getBlogPosts = async (locale: Locale) =>
  shown('blog-posts', await blogPosts(locale), true)

/** One post and the posts related to it. */
export async function getBlogPostWithRelated(slug: string, locale: Locale) {
  const posts = await blogPosts(locale)
  const post = posts.find((doc) => doc.slug === slug)
  if (!post) return null
  const related = relatedPosts(post, posts)
  await shown('blog-posts', [post], false)
  return { post, related: await shown('blog-posts', related, true) }
}

/** Every main service in the editors' order (the home page lists them). */
export const getServices = async (locale: Locale) => shown('services', await services(locale), true)

export async function getServiceWithNeighbours(slug: string, locale: Locale) {
  return withNeighbours('services', await services(locale), slug)
}

/** The digital-marketing sub-services (listed on their parent's page). */
export const getDigitalMarketingServices = async (locale: Locale) =>
  shown('digital-marketing-services', await subServices(locale), true)

export async function getDigitalMarketingServiceWithNeighbours(slug: string, locale: Locale) {
  return withNeighbours('digital-marketing-services', await subServices(locale), slug)
}

export const getFaqs = async (locale: Locale) =>
  shown('faqs', byOrder(await findAll('faqs', locale)), true)

export async function getPage(slug: string, locale: Locale) {
  const page = (await findAll('pages', locale)).find((doc) => doc.slug === slug)
  return page ? (await shown('pages', [page], false))[0] : null
}

export const getTestimonials = async (locale: Locale) =>
  shown('testimonials', await findAll('testimonials', locale), true)

/** A record and its previous and next sibling, tagged with the three and their order. */
async function withNeighbours<T extends Listed & { slug: string }>(
  collection: RoutedCollection,
  all: T[],
  slug: string,
) {
  const item = all.find((doc) => doc.slug === slug)
  if (!item) return null
  const { previous, next } = neighbours(all, (doc) => doc.slug === slug)
  await shown(collection, [item], false)
  await shown(
    collection,
    [previous, next].filter((doc) => doc !== null),
    true,
  )
  return { item, previous, next }
}

/** The slugs of a routed collection that visitors can reach (for generateStaticParams). */
export async function publishedSlugs(collection: RoutedCollection): Promise<string[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    select: { slug: true },
    where: { _status: { equals: 'published' } },
  })
  return docs.map((doc) => doc.slug)
}
