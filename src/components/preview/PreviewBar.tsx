import { getTranslations } from 'next-intl/server'

import { PreviewToolsOnDemand } from './PreviewToolsOnDemand'

/** Shown to an editor in preview: what they see is not published yet, and the way out. */
export async function PreviewBar() {
  const t = await getTranslations('components.preview')
  return (
    <>
      <div role="status" className="bg-spark text-ink print:hidden">
        <p className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm font-semibold">
          <span>{t('notice')}</span>
          {/* A full navigation to a route handler (not a page), which returns here as visitors see it. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/preview/exit" className="underline underline-offset-2">
            {t('exit')}
          </a>
        </p>
      </div>
      {/* Outside the status region: its outlines and names are not announcements. */}
      <PreviewToolsOnDemand />
    </>
  )
}
