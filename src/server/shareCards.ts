import 'server-only'

import { getTranslations } from 'next-intl/server'

import {
  getAbout,
  getBlogPostWithRelated,
  getCaseStudyWithNeighbours,
  getDigitalMarketingServices,
  getHome,
  getPage,
  getServices,
  getSiteSettings,
} from '@/server/queries'
import type { Locale } from '@/lib/i18n/locales'
import { mediaShareImage, type ShareImage } from '@/lib/seo'
import type { ShareCardText } from '@/lib/shareCardPaths'

/*
 * What the generated share card of a page says (src/app/og): the page's heading in
 * its language, a small line above it naming the kind of page, and the brand.
 */

/** A card's text, and the record's own image when it has one (then no card is shown). */
export type ShareCard = ShareCardText & { image?: ShareImage | null }

type Content = Omit<ShareCard, 'brand' | 'tagline'>
type Resolver = (slug: string, locale: Locale) => Promise<Content | null>

async function messages(locale: Locale) {
  return getTranslations({ locale })
}

const home: Resolver = async (_, locale) => {
  const [homePage, settings] = await Promise.all([getHome(locale), getSiteSettings(locale)])
  return { title: settings.tagline ?? homePage.seo?.title ?? settings.agencyName }
}

const overview: Resolver = async (slug, locale) => {
  const t = await messages(locale)
  if (slug === 'cases') return { eyebrow: t('cases.title'), title: t('cases.heading') }
  if (slug === 'blogs') return { eyebrow: t('blog.title'), title: t('blog.heading') }
  if (slug === 'faq') return { title: t('faq.title') }
  if (slug === 'contact') return { eyebrow: t('contact.title'), title: t('contact.heading') }
  return null
}

const about: Resolver = async (_, locale) => {
  const [page, t] = await Promise.all([getAbout(locale), messages(locale)])
  return { eyebrow: t('about.title'), title: page.header?.title ?? t('about.title') }
}

const caseStudy: Resolver = async (slug, locale) => {
  const study = (await getCaseStudyWithNeighbours(slug, locale))?.item
  if (!study) return null
  return { eyebrow: study.client, title: study.header.title, image: mediaShareImage(study.image) }
}

const blogPost: Resolver = async (slug, locale) => {
  const [post, t] = await Promise.all([
    getBlogPostWithRelated(slug, locale).then((found) => found?.post),
    messages(locale),
  ])
  if (!post) return null
  return {
    eyebrow: t(`blog.categories.${post.category}`),
    title: post.title,
    image: mediaShareImage(post.image),
  }
}

const service: Resolver = async (slug, locale) => {
  const [services, t] = await Promise.all([getServices(locale), messages(locale)])
  const found = services.find((item) => item.slug === slug)
  return found ? { eyebrow: t('services.label'), title: found.title } : null
}

const digitalMarketingService: Resolver = async (slug, locale) => {
  const [subs, services] = await Promise.all([
    getDigitalMarketingServices(locale),
    getServices(locale),
  ])
  const found = subs.find((item) => item.slug === slug)
  const parent = services.find((item) => item.slug === 'digital-marketing')
  return found ? { eyebrow: parent?.title, title: found.title } : null
}

const freePage: Resolver = async (slug, locale) => {
  const page = await getPage(slug, locale)
  return page ? { title: page.title } : null
}

/** Page kinds by locale-free path, most specific first; the captured part is the slug. */
const kinds: [RegExp, Resolver][] = [
  [/^\/$/, home],
  [/^\/(cases|blogs|faq|contact)$/, overview],
  [/^\/over-ons$/, about],
  [/^\/cases\/([^/]+)$/, caseStudy],
  [/^\/blogs\/([^/]+)$/, blogPost],
  [/^\/services\/digital-marketing\/([^/]+)$/, digitalMarketingService],
  [/^\/services\/([^/]+)$/, service],
  [/^\/([^/]+)$/, freePage],
]

/** The share card of a public page in one language, or null when there is no such page. */
export async function shareCard(path: string, locale: Locale): Promise<ShareCard | null> {
  const kind = kinds.find(([pattern]) => pattern.test(path))
  if (!kind) return null
  const [pattern, resolve] = kind
  const [content, settings] = await Promise.all([
    resolve(pattern.exec(path)?.[1] ?? '', locale),
    getSiteSettings(locale),
  ])
  if (!content) return null
  const tagline = settings.tagline === content.title ? null : settings.tagline
  return { brand: settings.agencyName, tagline, ...content }
}
