import '@/styles/globals.css'

import type { Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteLayout } from '@/components/layout/SiteLayout'
import { locales } from '@/lib/i18n/locales'
import { layoutMetadata, loadSiteLayout } from '@/server/pages/layout'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export const generateMetadata = ({ params }: Props) => layoutMetadata(params)

export const viewport: Viewport = { themeColor: '#0d1b2a', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  return <SiteLayout {...await loadSiteLayout(params)}>{children}</SiteLayout>
}
