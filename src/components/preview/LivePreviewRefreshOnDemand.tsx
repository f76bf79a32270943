'use client'

import { lazy, Suspense } from 'react'

const LivePreviewRefresh = lazy(() =>
  import('./LivePreviewRefresh').then((module) => ({ default: module.LivePreviewRefresh })),
)

/**
 * The live preview's refresh, fetched only where it is rendered (the admin's preview
 * pane). Imported directly, a client component lands in the first scripts of every page
 * whose server components name it, rendered or not: that put Payload's live-preview
 * client (about 0.5 kB gzipped) in every visitor's first load. `React.lazy` rather than
 * `next/dynamic`, whose loader would cost visitors more than it saves.
 */
export function LivePreviewRefreshOnDemand() {
  return (
    <Suspense>
      <LivePreviewRefresh />
    </Suspense>
  )
}
