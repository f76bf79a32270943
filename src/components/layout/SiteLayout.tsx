import { getTranslations } from 'next-intl/server'
import type { CSSProperties, ReactNode } from 'react'

import { ChatbotOpener } from '@/components/chatbot/ChatbotOpener'
import { ErrorTexts } from '@/components/feedback/ErrorTexts'
import { LocalePreference } from '@/components/i18n/LocalePreference'
import { VisitorInsight } from '@/components/insight/VisitorInsight'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { chatbotShellTexts } from '@/lib/chatbot/texts'
import type { Editable } from '@/lib/editing/marks'
import type { FirstScreenStyles } from '@/lib/firstScreenStyles'
import type { Locale } from '@/lib/i18n/locales'
import { siteUrl } from '@/lib/site'
import type { SiteSetting } from '@/payload-types'

import { SITE_FOOTER_ID, SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

type Props = {
  locale: Locale
  settings: SiteSetting
  /** An editor's preview of drafts (Next.js draft mode). */
  preview: boolean
  /** Visitor insight's collector (issue 41): off with VISITOR_INSIGHT=off, and in a preview. */
  insight: boolean
  /** The site settings, when this preview's editor may change them (header and footer). */
  siteEdit?: Editable
  /**
   * A page rendered per request (the search results) has no stylesheet linked in
   * <head>: its first screen's CSS comes inline (React moves the <style> into <head>)
   * and the stylesheets after the footer, as the build's page pass writes every
   * prerendered page.
   */
  styles?: FirstScreenStyles
  children: ReactNode
}

/** The document of every page: header, main content, quote assistant, footer. */
export async function SiteLayout({
  locale,
  settings,
  preview,
  insight,
  siteEdit,
  styles,
  children,
}: Props) {
  const [t, common] = await Promise.all([getTranslations('components'), getTranslations('common')])
  return (
    <html
      lang={locale}
      className="scroll-pb-24"
      // A printed link's address starts with the site's origin (globals.css, `@media print`).
      style={{ '--site-origin': JSON.stringify(siteUrl()) } as CSSProperties}
    >
      <body className="flex min-h-dvh flex-col antialiased">
        {/*
          React moves this into <head>. The first frame waits until the parser reaches the
          footer, so a phone lays the whole page out once before it paints, instead of
          painting the top and then laying out the rest in tasks that block taps (the
          styles are inline, so nothing else holds the paint back). A page without the
          footer paints when its HTML ends.
        */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        {styles ? (
          <style href="first-screen" precedence="first-screen">
            {styles.css}
          </style>
        ) : null}
        {/* Client islands get their strings from the server: no catalogue ships to the browser. */}
        <ErrorTexts texts={{ error: common('error'), retry: common('retry') }}>
          <LocalePreference locale={locale}>
            <SkipLink label={t('skipLink')} />
            {preview ? <PreviewBar /> : null}
            <SiteHeader settings={settings} edit={siteEdit} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <ChatbotOpener locale={locale} texts={chatbotShellTexts(locale)} />
            <SiteFooter settings={settings} locale={locale} edit={siteEdit} />
            {insight ? <VisitorInsight /> : null}
          </LocalePreference>
        </ErrorTexts>
        {styles?.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </body>
    </html>
  )
}
