import '@/styles/globals.css'

import type { ReactNode } from 'react'

import { SiteLayout } from '@/components/layout/SiteLayout'
import { locales } from '@/lib/i18n/locales'
import { layoutMetadata, loadSiteLayout, siteViewport } from '@/server/pages/layout'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export const generateMetadata = ({ params }: Props) => layoutMetadata(params)

export const viewport = siteViewport

export default async function LocaleLayout({ children, params }: Props) {
  return <SiteLayout {...await loadSiteLayout(params)}>{children}</SiteLayout>
}
