import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/lib/cms/queries'

import { defaultLocale, locales, localizePath, type Locale } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { siteUrl } from '@/lib/site'

/** Absolute URL of a locale-free path in one language. */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteUrl()}${localizePath(path, locale)}`
}

/** `hreflang` alternates of a path: every language plus `x-default` (Dutch). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(path, locale)])),
    'x-default': absoluteUrl(path, defaultLocale),
  }
}

type PageSeo = {
  locale: Locale
  path: string
  title: string
  description?: string | null
  keywords?: string | null
  siteName: string
}

/** Metadata of a public page: title, description, canonical, alternates, Open Graph. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  keywords,
  siteName,
}: PageSeo): Metadata {
  const url = absoluteUrl(path, locale)
  return {
    metadataBase: new URL(siteUrl()),
    title,
    description: description ?? undefined,
    keywords: keywords ?? undefined,
    alternates: {
      canonical: url,
      languages: languageAlternates(path),
      types: { 'application/rss+xml': absoluteUrl('/rss.xml', locale) },
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description: description ?? undefined,
      siteName,
      locale: { nl: 'nl_NL', en: 'en_GB', fr: 'fr_FR' }[locale],
    },
    twitter: { card: 'summary_large_image', title, description: description ?? undefined },
  }
}

/** Metadata of a listing page whose title and intro live in the UI catalogue. */
export async function cataloguePageMetadata(
  params: Promise<{ locale: string }>,
  path: string,
  namespace: 'cases' | 'blog' | 'faq' | 'contact',
): Promise<Metadata> {
  const locale = await localeOf(params)
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace }),
  ])
  return pageMetadata({
    locale,
    path,
    title: t('title'),
    description: t('intro'),
    siteName: settings.agencyName,
  })
}
