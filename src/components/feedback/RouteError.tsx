'use client'

import { useErrorTexts } from '@/components/feedback/ErrorTexts'

/**
 * The generic error state of spec §8, with a way to try again: the `error.tsx` of the
 * site's pages and of the search results page (each root layout has its own).
 */
export function RouteError({ reset }: { error: Error; reset: () => void }) {
  const t = useErrorTexts()
  return (
    <section role="alert" className="container-page py-24 text-center">
      <h1 className="text-3xl font-extrabold">{t.error}</h1>
      <p className="mt-8">
        <button type="button" className="button" onClick={reset}>
          {t.retry}
        </button>
      </p>
    </section>
  )
}
