import '@/styles/stylesheetInDev'

import type { ReactNode } from 'react'

import { SiteLayout } from '@/components/layout/SiteLayout'
import { layoutMetadata, siteViewport } from '@/server/pages/layout'
import { loadSearchLayout } from '@/server/pages/searchLayout'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => layoutMetadata(params)

export const viewport = siteViewport

/**
 * The search results page's root layout: the site's frame, without the stylesheet in
 * <head> that the site's layout links (src/lib/firstScreenStyles.ts says why). Between
 * this page and the others a navigation loads the whole page, as between two sites.
 */
export default async function SearchLayout({ children, params }: Props) {
  return <SiteLayout {...await loadSearchLayout(params)}>{children}</SiteLayout>
}
