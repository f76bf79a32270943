import { PageHeader } from '@/components/layout/PageHeader'
import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { BreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { marker, type Editable } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import type { RetentionPeriods } from '@/lib/leads/retention'
import type { Page } from '@/payload-types'

type Props = {
  locale: Locale
  page: Page
  retention: RetentionPeriods
  /** The page, in an editor's preview: its texts lead to their fields (src/lib/editing). */
  edit?: Editable
}

/** Careers, our story, privacy, terms and accessibility: editor-written pages. */
export function FreePage({ locale, page, retention, edit }: Props) {
  const field = marker(edit)
  return (
    <article>
      <BreadcrumbsJsonLd locale={locale} trail={[{ name: page.title, path: `/${page.slug}` }]} />
      <PageHeader
        title={page.title}
        intro={page.intro}
        marks={{ title: field('title'), intro: field('intro') }}
      />
      <div className="container-page py-section">
        <RichBlocks blocks={page.body} intro retention={retention} fields={marker(edit, 'body')} />
      </div>
    </article>
  )
}
