import type { MetadataRoute } from 'next'

import { getPublicPaths } from '@/server/publicPaths'
import { locales } from '@/lib/i18n/locales'
import { absoluteUrl, languageAlternates } from '@/lib/seo'

/** Every public URL in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = await getPublicPaths()
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(path, locale),
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
