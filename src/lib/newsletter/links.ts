import { payloadClient } from '@/lib/cms/client'
import { defaultLocale, isLocale, localizePath } from '@/lib/i18n/locales'
import { resultPages } from '@/lib/routes/resultPages'
import type { NewsletterSubscriber } from '@/payload-types'

import { newsletterToken, tokenMatches, type NewsletterAction } from './tokens'

/**
 * The links in newsletter mails. Confirm turns a pending sign-up into a subscription;
 * unsubscribe works in one click (GET from the mail, POST from a mail client's
 * List-Unsubscribe-Post). A wrong or tampered link changes nothing.
 */
export async function followNewsletterLink(
  request: Request,
  action: NewsletterAction,
): Promise<Response> {
  const subscriber = await subscriberFor(request, action)
  const locale = subscriber && isLocale(subscriber.locale) ? subscriber.locale : defaultLocale
  if (!subscriber) return landOn(resultPages.newsletterInvalid, locale)
  const payload = await payloadClient()
  const now = new Date().toISOString()
  if (action === 'unsubscribe') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: now },
      depth: 0,
    })
    return request.method === 'POST'
      ? new Response('Unsubscribed', { status: 200 })
      : landOn(resultPages.newsletterUnsubscribed, locale)
  }
  if (subscriber.status === 'unsubscribed') return landOn(resultPages.newsletterInvalid, locale)
  if (subscriber.status === 'pending') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: now },
      depth: 0,
    })
  }
  return landOn(resultPages.newsletterConfirmed, locale)
}

async function subscriberFor(
  request: Request,
  action: NewsletterAction,
): Promise<NewsletterSubscriber | null> {
  const params = new URL(request.url).searchParams
  const id = params.get('id') ?? ''
  if (!/^\d{1,12}$/.test(id)) return null
  const payload = await payloadClient()
  const subscriber = await payload.findByID({
    collection: 'newsletter-subscribers',
    id,
    depth: 0,
    disableErrors: true,
  })
  if (!subscriber) return null
  return tokenMatches(params.get('token'), newsletterToken(action, subscriber.id, subscriber.email))
    ? subscriber
    : null
}

function landOn(localeFreePath: string, locale: string): Response {
  const target = isLocale(locale) ? localizePath(localeFreePath, locale) : localeFreePath
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'no-store' },
  })
}
