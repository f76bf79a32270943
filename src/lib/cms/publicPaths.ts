import { defaultLocale } from '@/lib/i18n/locales'

import {
  getBlogPosts,
  getCaseStudies,
  getDigitalMarketingServices,
  getPages,
  getServices,
} from './queries'

/** Every public page as a locale-free path: the sitemap and the route tests use it. */
export async function publicPaths(): Promise<string[]> {
  const [cases, posts, services, subs, pages] = await Promise.all([
    getCaseStudies(defaultLocale),
    getBlogPosts(defaultLocale),
    getServices(defaultLocale),
    getDigitalMarketingServices(defaultLocale),
    getPages(defaultLocale),
  ])
  return [
    '/',
    '/contact',
    '/cases',
    ...cases.map((item) => `/cases/${item.slug}`),
    '/over-ons',
    '/blogs',
    ...posts.map((item) => `/blogs/${item.slug}`),
    '/faq',
    ...services.map((item) => `/services/${item.slug}`),
    ...subs.map((item) => `/services/digital-marketing/${item.slug}`),
    ...pages.map((item) => `/${item.slug}`),
  ]
}
