import { SearchPage } from '@/components/search/SearchPage'
import { loadSearchPage, searchMetadata, type SearchParams } from '@/server/pages/search'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export const generateMetadata = ({ params, searchParams }: Props) =>
  searchMetadata(params, searchParams)

/** Site search results (`?q=`), rendered per request; noindex, not in the sitemap. */
export default async function SearchRoute({ params, searchParams }: Props) {
  return <SearchPage {...await loadSearchPage(params, searchParams)} />
}
