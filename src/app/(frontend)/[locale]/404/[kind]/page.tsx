import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/not-found/NotFoundMessage'
import type { NotFoundKind } from '@/lib/routes/registry'

type Props = { params: Promise<{ locale: string; kind: string }> }

const backLinks: Record<NotFoundKind, string> = { case: '/cases', blog: '/blogs', page: '/' }
const isKind = (value: string): value is NotFoundKind => value in backLinks

export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(backLinks).map((kind) => ({ kind }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params
  const t = await getTranslations('notFound')
  return { title: isKind(kind) ? t(`${kind}.title`) : t('page.title'), robots: { index: false } }
}

/**
 * The prerendered 404 pages the proxy serves (with status 404) for missing paths,
 * so their text is in the server HTML, also without JavaScript.
 */
export default async function NotFoundPage({ params }: Props) {
  const { kind } = await params
  if (!isKind(kind)) notFound()
  const t = await getTranslations(`notFound.${kind}`)
  return (
    <NotFoundMessage
      title={t('title')}
      text={t('text')}
      linkLabel={t('link')}
      href={backLinks[kind]}
    />
  )
}
