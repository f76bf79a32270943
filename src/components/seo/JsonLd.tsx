import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/seo'
import { breadcrumbs } from '@/lib/structuredData'

/** Structured data for search engines; `<` is escaped so content cannot end the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

export type Crumb = { name: string; path: string }

/** The BreadcrumbList of a page: Home, then `trail` (locale-free paths), in the page's language. */
export async function BreadcrumbsJsonLd({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'components.breadcrumbs' })
  const items = [{ name: t('home'), path: '/' }, ...trail]
  return (
    <JsonLd
      data={breadcrumbs(items.map(({ name, path }) => ({ name, url: absoluteUrl(path, locale) })))}
    />
  )
}

/** The breadcrumbs of a top-level page named by its catalogue title (overviews, FAQ, about). */
export async function CatalogueBreadcrumbsJsonLd({
  locale,
  namespace,
  path,
}: {
  locale: Locale
  namespace: 'cases' | 'blog' | 'faq' | 'contact' | 'about'
  path: string
}) {
  const t = await getTranslations({ locale, namespace })
  return <BreadcrumbsJsonLd locale={locale} trail={[{ name: t('title'), path }]} />
}
