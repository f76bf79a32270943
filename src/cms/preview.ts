import type { CollectionConfig, GlobalConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'

import { editorialCollections, editorialGlobals, previewPath } from '@/lib/editorial'
import { isLocale, defaultLocale } from '@/lib/i18n/locales'
import { siteUrl } from '@/lib/site'

/**
 * Where the admin previews a draft: `/preview` (src/app/preview) checks the editor's
 * Payload session, switches on Next.js draft mode and opens the page that shows the
 * document, in the language selected in the admin. The origin is the one the editor
 * uses, so it works on every host the site answers to.
 */
export function previewUrl(
  req: PayloadRequest,
  entity: string,
  doc: Record<string, unknown> | null | undefined,
  locale: string | undefined,
): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  const protocol = req.headers.get('x-forwarded-proto') ?? 'http'
  const origin = host ? `${protocol}://${host}` : siteUrl()
  const query = new URLSearchParams({
    path: previewPath(entity, doc),
    locale: isLocale(locale) ? locale : defaultLocale,
  })
  return `${origin}/preview?${query}`
}

/** The live preview pane: the real page, redrawn on every autosave, at three widths. */
export const livePreview: RootLivePreviewConfig = {
  collections: [...editorialCollections],
  globals: [...editorialGlobals],
  url: ({ collectionConfig, globalConfig, data, locale, req }) =>
    previewUrl(req, (collectionConfig ?? globalConfig)?.slug ?? '', data, locale.code),
  breakpoints: [
    { name: 'phone', label: 'Telefoon', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
}

/** Click to edit, the admin's half: it talks to the live preview (docs/operations.md, "Editing"). */
const clickToEdit = '/components/admin/ClickToEdit#ClickToEdit'

/**
 * Adds the "Voorbeeld" button (the draft page in a new tab) to a collection or global, and
 * click to edit between its edit view and the preview.
 */
export function previewable<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const isGlobal = (editorialGlobals as readonly string[]).includes(config.slug)
  const components: Record<string, unknown> = { ...config.admin?.components }
  const slot = isGlobal ? 'elements' : 'edit'
  const controls = components[slot] as { beforeDocumentControls?: unknown[] } | undefined
  components[slot] = {
    ...controls,
    beforeDocumentControls: [...(controls?.beforeDocumentControls ?? []), clickToEdit],
  }
  return {
    ...config,
    admin: {
      ...config.admin,
      components,
      preview: (
        doc: Record<string, unknown>,
        { locale, req }: { locale: string; req: PayloadRequest },
      ) => previewUrl(req, config.slug, doc, locale),
    },
  }
}
