import { ResultMessage } from '@/components/feedback/ResultMessage'
import { locales } from '@/lib/i18n/locales'
import { searchPages, searchStatuses } from '@/lib/routes/resultPages'
import { loadSearchStatus, searchStatusMetadata } from '@/server/pages/search'

type Props = { params: Promise<{ locale: string; status: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    Object.keys(searchStatuses).map((status) => ({ locale, status })),
  )
}

export const generateMetadata = ({ params }: Props) => searchStatusMetadata(params)

/** What a refused search gets (the proxy sends this page with 400 or 429). */
export default async function SearchStatusRoute({ params }: Props) {
  return <ResultMessage {...await loadSearchStatus(params)} href={searchPages.results} />
}
