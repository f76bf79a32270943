'use client'

import { useDocumentInfo, useEditDepth, useLivePreviewContext, useLocale } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import {
  isFieldPath,
  MESSAGE_TYPE,
  pathOfFieldId,
  readMessage,
  type EditMessage,
} from '@/lib/editing/protocol'

import { revealField } from './revealField'

/*
 * Click to edit, the admin's half (docs/operations.md, "Editing"; the preview's half is
 * src/components/preview/EditOverlay.tsx), in the edit view of every document with a
 * preview (src/cms/preview.ts). It talks to the live preview's frame, or Payload's popup,
 * and to nothing else: each message must come from that window at the preview's origin.
 * A click in the preview focuses its field here, in the preview's language: a preview in
 * another language than the form's switches the form first. A focused field is outlined
 * in the preview. `?field=` (a preview tab's click, or that language switch) focuses a
 * field once the form has loaded.
 */

const originOf = (url: string | null | undefined) =>
  url && URL.canParse(url) ? new URL(url).origin : null

/** The field of an element of the form, or `null`. */
function fieldOf(element: EventTarget | null): string | null {
  const field = element instanceof Element ? element.closest('[id^="field-"]') : null
  return field ? pathOfFieldId(field.id) : null
}

/** Drops `?field=` once it is done, so a reload does not jump there again. */
function forgetField() {
  const query = new URLSearchParams(window.location.search)
  query.delete('field')
  const search = query.size ? `?${query}` : ''
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`)
}

export function ClickToEdit() {
  const depth = useEditDepth()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const { iframeRef, popupRef, previewWindowType, url } = useLivePreviewContext()
  const locale = useLocale().code
  const router = useRouter()
  const asked = useSearchParams().get('field')
  // Documents in a drawer (a related record) are not the one previewed.
  const top = depth <= 1
  const doc = globalSlug
    ? `globals/${globalSlug}`
    : collectionSlug && id !== undefined && id !== null
      ? `collections/${collectionSlug}/${id}`
      : null

  useEffect(() => {
    const origin = originOf(url)
    if (!top || !doc || !origin) return
    const preview = () =>
      (previewWindowType === 'popup' ? popupRef?.current : iframeRef.current?.contentWindow) ?? null
    const send = (message: EditMessage) => preview()?.postMessage(message, origin)
    const show = () =>
      send({ type: MESSAGE_TYPE, kind: 'show', path: fieldOf(document.activeElement) })

    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event, preview(), origin)
      if (message?.kind === 'ready') {
        send({ type: MESSAGE_TYPE, kind: 'hello', doc })
        show()
      } else if (message?.kind === 'focus' && message.doc === doc) {
        if (message.locale === locale) void revealField(message.path)
        else {
          const query = new URLSearchParams({ locale: message.locale, field: message.path })
          router.push(`${window.location.pathname}?${query}`)
        }
      }
    }
    const onFocus = (event: FocusEvent) =>
      send({ type: MESSAGE_TYPE, kind: 'show', path: fieldOf(event.target) })

    window.addEventListener('message', onMessage)
    document.addEventListener('focusin', onFocus)
    // A preview that loaded before this listened still learns the document.
    send({ type: MESSAGE_TYPE, kind: 'hello', doc })
    return () => {
      window.removeEventListener('message', onMessage)
      document.removeEventListener('focusin', onFocus)
    }
  }, [top, doc, url, previewWindowType, iframeRef, popupRef, locale, router])

  useEffect(() => {
    if (!top || !isFieldPath(asked)) return
    void revealField(asked).then(forgetField)
  }, [top, asked])

  return null
}
