'use client'

import { lazy, Suspense } from 'react'

const PreviewTools = lazy(() =>
  import('./PreviewTools').then((module) => ({ default: module.PreviewTools })),
)

/**
 * The preview's own script (the live preview's refresh and click to edit), fetched only
 * where it is rendered: an editor's preview. Imported directly, a client component lands
 * in the first scripts of every page whose server components name it, rendered or not:
 * that put Payload's live-preview client (about 0.5 kB gzipped) in every visitor's first
 * load. `React.lazy` rather than `next/dynamic`, whose loader would cost visitors more
 * than it saves.
 */
export function PreviewToolsOnDemand() {
  return (
    <Suspense>
      <PreviewTools />
    </Suspense>
  )
}
