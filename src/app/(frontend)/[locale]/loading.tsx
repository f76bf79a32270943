import { useTranslations } from 'next-intl'

/** The generic loading state of spec §8 while a page's data streams in. */
export default function Loading() {
  const t = useTranslations('common')
  return (
    <p role="status" className="container-page py-24 text-center text-muted">
      {t('loading')}
    </p>
  )
}
