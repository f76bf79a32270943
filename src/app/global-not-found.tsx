import '@/styles/globals.css'

import type { Metadata } from 'next'
import Link from 'next/link'

import { catalogues } from '@/lib/i18n/catalogues'
import { defaultLocale, locales } from '@/lib/i18n/locales'

const texts = (locale: (typeof locales)[number]) => catalogues[locale].notFound.page
const others = locales.filter((locale) => locale !== defaultLocale)

export const metadata: Metadata = { title: texts(defaultLocale).title, robots: { index: false } }

/**
 * For URLs outside every route (e.g. a missing file). Pages inside a language use
 * `[locale]/not-found.tsx`; here the language is unknown, so Dutch leads and the other
 * languages follow, each in its own words from its catalogue.
 */
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale}>
      <body className="grid min-h-dvh place-items-center p-6 text-center">
        <main>
          <p className="eyebrow">404</p>
          <h1 className="mt-3 text-4xl font-extrabold">{texts(defaultLocale).title}</h1>
          {others.map((locale, index) => (
            <p
              key={locale}
              lang={locale}
              className={index === 0 ? 'mt-2 text-muted' : 'text-muted'}
            >
              {texts(locale).title}
            </p>
          ))}
          <p className="mt-8">
            <Link href="/" className="button">
              {texts(defaultLocale).link}
            </Link>
          </p>
        </main>
      </body>
    </html>
  )
}
