import { isLocale, locales } from '@/lib/i18n/locales'
import { blogFeed } from '@/server/feeds'

/** The blog as RSS, one feed per language: `/rss.xml`, `/en/rss.xml`, `/fr/rss.xml`. */
export const dynamic = 'force-static'

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return new Response(await blogFeed(locale), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
