import 'server-only'

import { payloadClient } from '@/cms/client'
import { readFormBody } from '@/lib/forms/body'
import { defaultLocale, isLocale, localizePath, type Locale } from '@/lib/i18n/locales'
import { resultPages } from '@/lib/routes/resultPages'
import type { NewsletterSubscriber } from '@/payload-types'

import { newsletterToken, tokenMatches, type NewsletterAction } from '@/lib/newsletter/tokens'

const actionPages: Record<NewsletterAction, string> = {
  confirm: resultPages.newsletterConfirm,
  unsubscribe: resultPages.newsletterUnsubscribe,
}

/**
 * GET of a newsletter link (mails sent before the links opened a page, and anything
 * that follows them): changes nothing, only leads to the page with the button.
 */
export async function openNewsletterLink(
  request: Request,
  action: NewsletterAction,
): Promise<Response> {
  const query = new URL(request.url).searchParams
  const subscriber = await subscriberFor(query.get('id'), query.get('token'), action)
  if (!subscriber) return landOn(resultPages.newsletterInvalid, defaultLocale)
  return landOn(actionPages[action], localeOf(subscriber), query)
}

/**
 * POST: the page's button, or a mail client's one-click unsubscribe (RFC 8058: the
 * List-Unsubscribe URL with the body `List-Unsubscribe=One-Click`). Confirm turns a
 * pending sign-up into a subscription; a wrong or tampered link changes nothing.
 */
export async function followNewsletterLink(
  request: Request,
  action: NewsletterAction,
): Promise<Response> {
  const query = new URL(request.url).searchParams
  const body = await readFormBody(request)
  const fields = body.ok ? body.fields : {}
  const field = (name: string) =>
    typeof fields[name] === 'string' ? (fields[name] as string) : query.get(name)
  const subscriber = await subscriberFor(field('id'), field('token'), action)
  const oneClick = fields['List-Unsubscribe'] === 'One-Click'
  if (!subscriber) {
    return oneClick
      ? new Response('Invalid link', { status: 400 })
      : landOn(resultPages.newsletterInvalid, defaultLocale)
  }
  const payload = await payloadClient()
  const now = new Date().toISOString()
  if (action === 'unsubscribe') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: now },
      depth: 0,
    })
    return oneClick
      ? new Response('Unsubscribed', { status: 200, headers: { 'cache-control': 'no-store' } })
      : landOn(resultPages.newsletterUnsubscribed, localeOf(subscriber))
  }
  if (subscriber.status === 'unsubscribed') {
    return landOn(resultPages.newsletterInvalid, localeOf(subscriber))
  }
  if (subscriber.status === 'pending') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: now },
      depth: 0,
    })
  }
  return landOn(resultPages.newsletterConfirmed, localeOf(subscriber))
}

const localeOf = (subscriber: NewsletterSubscriber): Locale =>
  isLocale(subscriber.locale) ? subscriber.locale : defaultLocale

async function subscriberFor(
  id: string | null,
  token: string | null,
  action: NewsletterAction,
): Promise<NewsletterSubscriber | null> {
  if (!id || !/^\d{1,12}$/.test(id)) return null
  const payload = await payloadClient()
  const subscriber = await payload.findByID({
    collection: 'newsletter-subscribers',
    id,
    depth: 0,
    disableErrors: true,
  })
  if (!subscriber) return null
  return tokenMatches(token, newsletterToken(action, subscriber.id, subscriber.email))
    ? subscriber
    : null
}

function landOn(localeFreePath: string, locale: Locale, query?: URLSearchParams): Response {
  const search = query
    ? `?${new URLSearchParams({ id: query.get('id') ?? '', token: query.get('token') ?? '' })}`
    : ''
  return new Response(null, {
    status: 303,
    headers: {
      location: `${localizePath(localeFreePath, locale)}${search}`,
      'cache-control': 'no-store',
    },
  })
}
