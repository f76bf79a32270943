import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { caseIds, contentCreation, digitalMarketingSubs, services } from '../../spec'

const seed = path.resolve(import.meta.dirname, '../../../content/seed')
const slugsOf = (folder: string) =>
  readdirSync(path.join(seed, folder))
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        (JSON.parse(readFileSync(path.join(seed, folder, file), 'utf8')) as { slug: string }).slug,
    )

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
  ...[...digitalMarketingSubs, contentCreation].map((sub) => `/services/digital-marketing/${sub}`),
  ...freePages.map((slug) => `/${slug}`),
]

export const locales = ['nl', 'en', 'fr'] as const
export type Locale = (typeof locales)[number]

export function localized(route: string, locale: Locale): string {
  if (locale === 'nl') return route
  return route === '/' ? `/${locale}` : `/${locale}${route}`
}
