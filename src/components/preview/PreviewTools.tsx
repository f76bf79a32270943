'use client'

import { EditOverlay } from './EditOverlay'
import { LivePreviewRefresh } from './LivePreviewRefresh'

/** What an editor's preview runs in the browser: one chunk, loaded on demand. */
export function PreviewTools() {
  return (
    <>
      <LivePreviewRefresh />
      <EditOverlay />
    </>
  )
}
