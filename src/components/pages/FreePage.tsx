import { PageHeader } from '@/components/layout/PageHeader'
import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { BreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/lib/i18n/locales'
import type { RetentionPeriods } from '@/lib/leads/retention'
import type { Page } from '@/payload-types'

type Props = { locale: Locale; page: Page; retention: RetentionPeriods }

/** Careers, our story, privacy, terms and accessibility: editor-written pages. */
export function FreePage({ locale, page, retention }: Props) {
  return (
    <article>
      <BreadcrumbsJsonLd locale={locale} trail={[{ name: page.title, path: `/${page.slug}` }]} />
      <PageHeader title={page.title} intro={page.intro} />
      <div className="container-page py-section">
        <RichBlocks blocks={page.body} intro retention={retention} />
      </div>
    </article>
  )
}
