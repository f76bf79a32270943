import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/locales'
import { pageMetadata, type PageSeo } from '@/lib/seo'

import { getSiteSettings } from './queries'

/** The SEO group every routed record has (src/fields/seo.ts). */
type Seo = { title?: string | null; description?: string | null; keywords?: string | null }

/**
 * Metadata of a page that shows one record: its SEO group (title used as written),
 * falling back to the page's own name and `description`. One helper for every route.
 */
export async function recordMetadata(
  locale: Locale,
  page: { path: string; title: string; seo?: Seo | null } & Pick<PageSeo, 'description' | 'image'>,
): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return pageMetadata({
    locale,
    path: page.path,
    title: page.title,
    seoTitle: page.seo?.title,
    description: page.seo?.description ?? page.description,
    keywords: page.seo?.keywords,
    siteName: settings.agencyName,
    image: page.image,
  })
}

/** Metadata of a listing page whose title and intro live in the UI catalogue. */
export async function catalogueMetadata(
  locale: Locale,
  path: string,
  namespace: 'cases' | 'blog' | 'faq' | 'contact',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace })
  return recordMetadata(locale, { path, title: t('title'), description: t('intro') })
}
