import { useTranslations } from 'next-intl'

/**
 * The generic loading state of spec §8 ("Laden..."), announced politely, for parts
 * that load on demand (e.g. the quote assistant). Not used as a route-level
 * `loading.tsx`: in Next.js 16 a prerendered page inside one ships its content
 * hidden behind the fallback until JavaScript swaps it in, so visitors without
 * JavaScript would see only "Laden...".
 */
export function LoadingMessage() {
  const t = useTranslations('common')
  return (
    <p role="status" className="py-8 text-center text-muted">
      {t('loading')}
    </p>
  )
}
