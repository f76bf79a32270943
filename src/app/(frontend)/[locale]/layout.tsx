import '@/styles/globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ChatbotOpener } from '@/components/chatbot/ChatbotOpener'
import { ErrorTexts } from '@/components/feedback/ErrorTexts'
import { LocalePreference } from '@/components/i18n/LocalePreference'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { JsonLd } from '@/components/seo/JsonLd'
import { chatbotShellTexts } from '@/lib/chatbot/texts'
import { getSiteSettings } from '@/lib/cms/queries'
import { isLocale, locales } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/seo'
import { siteUrl } from '@/lib/site'
import { organization } from '@/lib/structuredData'
import { fontVariables } from '@/styles/fonts'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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

export const viewport: Viewport = { themeColor: '#0d1b2a', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [settings, t, common] = await Promise.all([
    getSiteSettings(locale),
    getTranslations('components'),
    getTranslations('common'),
  ])
  return (
    <html lang={locale} className={`${fontVariables} scroll-pb-24`}>
      <body className="flex min-h-dvh flex-col antialiased">
        {/* Client islands get their strings from the server: no catalogue ships to the browser. */}
        <ErrorTexts texts={{ error: common('error'), retry: common('retry') }}>
          <LocalePreference locale={locale}>
            <SkipLink label={t('skipLink')} />
            <SiteHeader settings={settings} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <ChatbotOpener locale={locale} texts={chatbotShellTexts(locale)} />
            <SiteFooter settings={settings} locale={locale} />
            <JsonLd data={organization(settings, absoluteUrl('/', locale))} />
          </LocalePreference>
        </ErrorTexts>
      </body>
    </html>
  )
}
