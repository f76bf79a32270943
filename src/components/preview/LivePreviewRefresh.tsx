'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview pane: when the editor's document is saved (autosave
 * included), the page renders again on the server with the latest draft. Loaded only in
 * preview (PreviewToolsOnDemand), so visitors never fetch it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
