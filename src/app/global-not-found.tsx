import '@/styles/globals.css'

import type { Metadata } from 'next'
import Link from 'next/link'

import { fontVariables } from '@/styles/fonts'

export const metadata: Metadata = { title: 'Pagina niet gevonden', robots: { index: false } }

/**
 * For URLs outside every route (e.g. a missing file). Pages inside a language use
 * `[locale]/not-found.tsx`; here the language is unknown, so Dutch leads and English
 * and French follow.
 */
export default function GlobalNotFound() {
  return (
    <html lang="nl" className={fontVariables}>
      <body className="grid min-h-dvh place-items-center p-6 text-center">
        <main>
          <p className="eyebrow">404</p>
          <h1 className="mt-3 text-4xl font-extrabold">Pagina niet gevonden</h1>
          <p className="mt-2 text-muted" lang="en">
            Page not found
          </p>
          <p className="text-muted" lang="fr">
            Page introuvable
          </p>
          <p className="mt-8">
            <Link href="/" className="button">
              Naar de homepage
            </Link>
          </p>
        </main>
      </body>
    </html>
  )
}
