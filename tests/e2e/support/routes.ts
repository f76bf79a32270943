import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const seed = path.resolve(import.meta.dirname, '../../../content/seed')
const slugsOf = (folder: string) =>
  readdirSync(path.join(seed, folder))
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        (JSON.parse(readFileSync(path.join(seed, folder, file), 'utf8')) as { slug: string }).slug,
    )

/** Spec §2, written out: the routes the site must answer. */
export const caseIds = [
  'gaivota',
  'hectool',
  'levelup-digital',
  'custom-flows',
  'riasec-nationale-nederlanden',
  'blue-estate-agency',
  'yb-group',
  'maatwerk-tafels',
  'dmc-makelaars',
  'padel-mate-club',
  'qas-holidays',
  'ideler-makelaars',
  'van-der-werf-horen',
  'e-p-superyachtwear',
  'bennh',
]
export const services = [
  'ai-digital-lab',
  'branding-and-identity',
  'design-and-development',
  'digital-marketing',
  'digital-transformation',
  'ecommerce',
]
export const digitalMarketingSubs = [
  'automated-email-flows',
  'blog-automation',
  'chatbot-setup',
  'crm-setup',
  'google-ads',
  'landing-page-copywriting',
  'lead-scale-automation',
  'meta-remarketing',
  'review-request-automation',
  'social-media-content-calendar',
  'content-creatie-en-storytelling',
]
/** Careers, our story, privacy, terms (README lists these Dutch slugs) and accessibility. */
export const freePages = [
  'werken-bij',
  'ons-verhaal',
  'privacybeleid',
  'algemene-voorwaarden',
  'toegankelijkheid',
]

export const localeFreeRoutes = [
  '/',
  '/contact',
  '/cases',
  ...caseIds.map((id) => `/cases/${id}`),
  '/over-ons',
  '/blogs',
  ...slugsOf('blog-posts').map((slug) => `/blogs/${slug}`),
  '/faq',
  ...services.map((slug) => `/services/${slug}`),
  ...digitalMarketingSubs.map((sub) => `/services/digital-marketing/${sub}`),
  ...freePages.map((slug) => `/${slug}`),
]

export const locales = ['nl', 'en', 'fr'] as const
export type Locale = (typeof locales)[number]

export function localized(route: string, locale: Locale): string {
  if (locale === 'nl') return route
  return route === '/' ? `/${locale}` : `/${locale}${route}`
}
