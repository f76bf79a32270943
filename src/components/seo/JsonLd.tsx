import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/locales'
import { absoluteUrl, mediaShareImage } from '@/lib/seo'
import { blogPosting, breadcrumbs, caseStudyArticle, organization } from '@/lib/structuredData'
import type { BlogPost, CaseStudy, SiteSetting } from '@/payload-types'

/** Structured data for search engines; `<` is escaped so content cannot end the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

/**
 * The agency as an Organization, on the pages that describe it (home, about), as search
 * engines ask for it: not on every page, where it cost 0.3 kB gzipped of HTML and RSC
 * payload each.
 */
export function OrganizationJsonLd({
  settings,
  locale,
}: {
  settings: SiteSetting
  locale: Locale
}) {
  return <JsonLd data={organization(settings, absoluteUrl('/', locale))} />
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

type ArticleProps = { locale: Locale; publisher: string } & (
  { post: BlogPost; study?: never } | { study: CaseStudy; post?: never }
)

/**
 * A blog post (BlogPosting) or a case study (Article), published by the agency. Both
 * pages state by whom, in which language and with which share image the same way; the
 * record decides the shape. Where it is, the page's canonical link says.
 */
export function ArticleJsonLd({ locale, publisher, post, study }: ArticleProps) {
  const published = {
    publisher,
    locale,
    image: mediaShareImage((post ?? study).image)?.url,
  }
  return <JsonLd data={post ? blogPosting(post, published) : caseStudyArticle(study, published)} />
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
