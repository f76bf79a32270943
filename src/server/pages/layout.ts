import 'server-only'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/lib/i18n/locales'
import { visitorInsightEnabled } from '@/lib/insight/settings'
import { absoluteUrl } from '@/lib/seo'
import { siteUrl } from '@/lib/site'
import { editableGlobal } from '@/server/editing'
import { getSiteSettings, inPreview } from '@/server/queries'

type Params = Promise<{ locale: string }>

export const siteViewport: Viewport = {
  themeColor: '#0d1b2a',
  width: 'device-width',
  initialScale: 1,
}

/** What every page of a language inherits: the agency name as title template, the feed. */
export async function layoutMetadata(params: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.agencyName, template: `%s | ${settings.agencyName}` },
    description: settings.tagline ?? undefined,
    alternates: { types: { 'application/rss+xml': absoluteUrl('/rss.xml', locale) } },
  }
}

/** The frame of every page of one language: the site settings of header and footer. */
export async function loadSiteLayout(params: Params) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [settings, preview] = await Promise.all([getSiteSettings(locale), inPreview()])
  // Editors previewing drafts are not visitors.
  const insight = visitorInsightEnabled() && !preview
  return {
    locale,
    settings,
    preview,
    insight,
    siteEdit: await editableGlobal('site-settings', settings),
  }
}
