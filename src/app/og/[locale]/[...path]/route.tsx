import { ImageResponse } from 'next/og'

import { ShareCard } from '@/components/seo/ShareCard'
import { getPublicPaths } from '@/server/publicPaths'
import { isLocale, locales } from '@/lib/i18n/locales'
import { knownPaths } from '@/lib/routes/registry'
import { pageOfShareCard, shareCardSegments, shareCardSize } from '@/lib/shareCardPaths'
import { shareCard } from '@/server/shareCards'

type Context = { params: Promise<{ locale: string; path: string[] }> }

// Rendered at build (and again when a save revalidates it), never per visit.
export const dynamic = 'force-static'

/** A card for every public page without an image of its own, in every language. */
export async function generateStaticParams() {
  const paths = await getPublicPaths()
  const params = await Promise.all(
    locales.flatMap((locale) =>
      paths.map(async (path) => {
        const card = await shareCard(path, locale)
        return card && !card.image ? { locale, path: shareCardSegments(path) } : null
      }),
    ),
  )
  return params.filter((param) => param !== null)
}

/** The generated share image of a page: `/og/{locale}{path}/image.png`, 1200×630 PNG. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, path: segments } = await params
  const path = pageOfShareCard(segments)
  // The path list (a file) answers unknown pages without a database query.
  if (!isLocale(locale) || !path || (await knownPaths())?.has(path) === false) return notFound()
  const card = await shareCard(path, locale)
  if (!card) return notFound()
  return new ImageResponse(<ShareCard card={card} />, shareCardSize)
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
