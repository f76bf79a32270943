import type { Metadata } from 'next'

import { defaultLocale, locales, localizePath, type Locale } from '@/lib/i18n/locales'
import { asMedia } from '@/lib/media'
import { shareCardPath, shareCardSize } from '@/lib/shareCardPaths'
import { siteUrl } from '@/lib/site'
import type { Media } from '@/payload-types'

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

/** An image for link previews (Open Graph, Twitter cards), with an absolute URL. */
export type ShareImage = { url: string; width: number; height: number; alt: string; type?: string }

/** A record's own image as share image, or null when it has none (then a card is generated). */
export function mediaShareImage(value: number | Media | null | undefined): ShareImage | null {
  const media = asMedia(value)
  if (!media?.url || !media.width || !media.height || !media.mimeType?.startsWith('image/')) {
    return null
  }
  return {
    // Payload gives a path, or an absolute URL when SITE_URL is its serverURL.
    url: new URL(media.url, `${siteUrl()}/`).href,
    width: media.width,
    height: media.height,
    alt: media.alt,
    type: media.mimeType,
  }
}

export type PageSeo = {
  locale: Locale
  path: string
  /** The page's own name; the layout's title template adds the agency name to it. */
  title: string
  /** The record's search title (its SEO group), used exactly as the editor wrote it. */
  seoTitle?: string | null
  description?: string | null
  keywords?: string | null
  siteName: string
  /** The record's own image; without one the page's generated card is used. */
  image?: ShareImage | null
}

/** Metadata of a public page: title, description, canonical, alternates, Open Graph, Twitter. */
export function pageMetadata({
  locale,
  path,
  title: pageName,
  seoTitle,
  description,
  keywords,
  siteName,
  image,
}: PageSeo): Metadata {
  const url = absoluteUrl(path, locale)
  const title = seoTitle || pageName
  const share = image ?? {
    url: `${siteUrl()}${shareCardPath(path, locale)}`,
    ...shareCardSize,
    alt: title,
    type: 'image/png',
  }
  return {
    metadataBase: new URL(siteUrl()),
    // The editor's search title is complete (it names the agency itself): no template on it.
    title: seoTitle ? { absolute: seoTitle } : pageName,
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
      images: [share],
    },
    // X reads the card's image size from the image itself and documents no
    // twitter:image:width/height; Open Graph carries the size for the others.
    twitter: {
      card: 'summary_large_image',
      title,
      description: description ?? undefined,
      images: [{ url: share.url, alt: share.alt }],
    },
  }
}
