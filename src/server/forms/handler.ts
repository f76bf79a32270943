import 'server-only'

import escapeHtml from 'escape-html'
import type { Payload } from 'payload'
import { createTranslator } from 'use-intl/core'
import type { z } from 'zod'

import { catalogues } from '@/lib/i18n/catalogues'
import { payloadClient } from '@/cms/client'
import { localizePath, type Locale } from '@/lib/i18n/locales'
import type { SubmissionMeta } from '@/lib/forms/submission'
import { takeStartTokenUse, takeSubmission } from '@/lib/rateLimit'

import { readFormBody } from '@/lib/forms/body'
import { failureMessage } from './failure'
import { fieldErrors } from '@/lib/forms/fields'
import { type FormOutcome, outcomeStatus, refusalMessage } from '@/lib/forms/outcome'
import {
  formLocale,
  isBot,
  refererLocale,
  submissionMeta,
  visitorOf,
  type Visitor,
} from '@/lib/forms/submission'
import { submissionKey } from '@/lib/forms/submissionKey'
import { checkFillTime } from '@/lib/forms/token'
import { isCrossSitePost } from '@/lib/http/crossSite'
import { loggableError } from '@/lib/loggableError'

/** One public form: its schema, where it lives, and what an accepted post does. */
export type FormDefinition<T> = {
  name: 'contact' | 'newsletter' | 'quote'
  schema: z.ZodType<T>
  fields: readonly string[]
  /** Locale-free path of the page with the form (linked from a plain HTML answer). */
  formPage: string
  /** Locale-free path a no-JavaScript post lands on after success. */
  successPage: string
  failureKey: 'contact.failure' | 'components.newsletter.failure'
  accept: (payload: Payload, data: T, meta: SubmissionMeta) => Promise<void>
}

/**
 * A post to `/forms/*`: read (size, type), then `submitForm`. The enhanced form gets
 * JSON; a plain HTML post (the forms themselves post without JavaScript to their own
 * page through a server action, src/server/forms/actions.ts) gets a short page with
 * the outcome, or 303 to the success page.
 */
export async function handleFormPost<T>(
  request: Request,
  form: FormDefinition<T>,
): Promise<Response> {
  // A page of another site posting through its visitors' browsers: refused unread.
  if (isCrossSitePost(request.headers)) {
    const outcome = { kind: 'refused', reason: 'crossSite' } as const
    const locale = refererLocale(request.headers.get('referer'))
    return wantsHtml(request)
      ? htmlAnswer(form, locale, outcome)
      : jsonAnswer(outcome, form, locale)
  }
  const body = await readFormBody(request)
  const fields = body.ok ? body.fields : {}
  const outcome = body.ok
    ? await submitForm(form, fields, visitorOf(request.headers))
    : ({ kind: 'refused', reason: body.problem } as const)
  const locale = body.ok ? formLocale(fields) : refererLocale(request.headers.get('referer'))
  return wantsHtml(request) ? htmlAnswer(form, locale, outcome) : jsonAnswer(outcome, form, locale)
}

/**
 * Every form submission, whichever way it came: drop bots quietly, validate with the
 * shared schema, check fill time and rate, then store. A bad submission stores
 * nothing; only a failing database gives `failed` (503).
 */
export async function submitForm<T>(
  form: FormDefinition<T>,
  fields: Record<string, unknown>,
  visitor: Visitor,
): Promise<FormOutcome> {
  if (isBot(fields)) return { kind: 'success' }
  const parsed = form.schema.safeParse(fields)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) }
  const fill = checkFillTime(fields.startedAt, form.name)
  if (fill.kind === 'tooFast') return { kind: 'refused', reason: 'tooFast' }
  const retryAfter = await takeSubmission(form.name, visitor.address)
  if (retryAfter) return { kind: 'refused', reason: 'rateLimited', retryAfter }
  const verified = fill.kind === 'ok' && (await takeStartTokenUse(fill.tokenId))
  // The same post sent again (the form's retry) is known by this key and stored once.
  const key = fill.kind === 'ok' ? submissionKey(form.name, fill.tokenId, parsed.data) : null
  try {
    await form.accept(
      await payloadClient(),
      parsed.data,
      submissionMeta(visitor, fields, !verified, key),
    )
    return { kind: 'success' }
  } catch (error) {
    // Never the error itself: a failed write carries every value the visitor sent.
    console.error(
      `[forms] ${form.name}: could not store an accepted submission: ${loggableError(error)}`,
    )
    return { kind: 'failed', message: failureMessage(formLocale(fields)) }
  }
}

/** Browsers navigating (a form without JavaScript) ask for HTML; the enhanced form asks for JSON. */
function wantsHtml(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html')
}

/** The outcome; a refusal also says why in the visitor's language (any client can show it). */
function jsonAnswer<T>(outcome: FormOutcome, form: FormDefinition<T>, locale: Locale): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (outcome.kind === 'refused' && outcome.retryAfter)
    headers['retry-after'] = String(outcome.retryAfter)
  const message =
    outcome.kind === 'refused' ? { message: outcomeTexts(form, locale, outcome).status } : {}
  return Response.json(
    { ok: outcome.kind === 'success', ...outcome, ...message },
    { status: outcomeStatus(outcome), headers },
  )
}

/** Plain HTML clients: the outcome in the visitor's language, and the way back to the form. */
function htmlAnswer<T>(form: FormDefinition<T>, locale: Locale, outcome: FormOutcome): Response {
  const headers = { 'cache-control': 'no-store' }
  if (outcome.kind === 'success') {
    return new Response(null, {
      status: 303,
      headers: { ...headers, location: localizePath(form.successPage, locale) },
    })
  }
  const { status } = outcomeTexts(form, locale, outcome)
  const back = escapeHtml(localizePath(form.formPage, locale))
  const html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${escapeHtml(status)}</title><p>${escapeHtml(status)}</p><p><a href="${back}">${back}</a></p></html>`
  return new Response(html, {
    status: outcomeStatus(outcome),
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}

/** The form's summary and the message of each wrong field, in the visitor's language. */
export function outcomeTexts<T>(
  form: FormDefinition<T>,
  locale: Locale,
  outcome: Exclude<FormOutcome, { kind: 'success' }>,
) {
  const t = createTranslator({ locale, messages: catalogues[locale] })
  if (outcome.kind === 'failed')
    return { status: outcome.message ?? t(form.failureKey), fieldMessages: {} }
  if (outcome.kind === 'refused') {
    // Only a page of another site meets this one; the site's own forms never do.
    const key = outcome.reason === 'crossSite' ? 'crossSite' : refusalMessage(outcome.reason)
    return { status: t(`forms.errors.${key}`), fieldMessages: {} }
  }
  const fieldMessages = Object.fromEntries(
    form.fields.flatMap((field) => {
      const code = outcome.errors[field]
      return code ? [[field, t(`forms.errors.${code}`)]] : []
    }),
  )
  const distinct = [...new Set(Object.values(fieldMessages))]
  return { status: [t('forms.errorSummary'), ...distinct].join(' '), fieldMessages }
}
