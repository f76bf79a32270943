import 'server-only'

import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/cms/client'
import { hasRole } from '@/lib/roles'
import { defaultLocale, isLocale, localizePath } from '@/lib/i18n/locales'
import { sitePath } from '@/lib/routes/links'

/**
 * An editor's preview of drafts (Next.js draft mode): switched on only for a logged-in
 * editor or admin, through the Payload session the admin already has (no secret in a
 * URL), and left with one click. Draft renders are never cached: Next.js renders every
 * request with the draft cookie afresh and marks the answer private, no-store.
 */

/**
 * Whether these request headers carry the session of a current editor or admin. The
 * draft-mode cookie is one value per build, so it proves nothing about who holds it:
 * every draft render asks this too, and an account that is deleted, demoted or logged
 * out (Payload ends its session) sees what visitors see at once.
 */
export async function isPreviewer(headers: Headers): Promise<boolean> {
  return Boolean(await previewerOf(headers))
}

async function previewerOf(headers: Headers): Promise<TypedUser | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return hasRole(user, 'admin', 'editor') ? user : null
}

/**
 * The editor or admin whose preview this render is (draft mode on, session valid), once
 * per request; `null` for everyone else. Outside a request (generateStaticParams at
 * build) there is no preview: Next.js throws there.
 */
export const previewer = cache(async (): Promise<TypedUser | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
  } catch {
    return null
  }
  return previewerOf(await headers())
})

export async function openPreview(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  if (!(await isPreviewer(request.headers))) {
    return new Response('Alleen voor redacteuren: log eerst in via /admin.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const locale = query.get('locale')
  ;(await draftMode()).enable()
  redirect(localizePath(sitePath(query.get('path')), isLocale(locale) ? locale : defaultLocale))
}

/** Back to the page the editor was on (`?path=`, else the page that linked here), as visitors see it. */
export async function closePreview(request: Request): Promise<never> {
  ;(await draftMode()).disable()
  const url = new URL(request.url)
  const referrer = URL.canParse(request.headers.get('referer') ?? '')
    ? new URL(request.headers.get('referer') as string)
    : null
  const from = referrer?.host === request.headers.get('host') ? referrer.pathname : null
  redirect(sitePath(url.searchParams.get('path') ?? from))
}
