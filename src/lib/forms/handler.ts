import type { Payload } from 'payload'
import { createTranslator } from 'use-intl/core'
import type { z } from 'zod'

import { catalogues } from '@/i18n/catalogues'
import { payloadClient } from '@/lib/cms/client'
import { localizePath, type Locale } from '@/lib/i18n/locales'
import type { SubmissionMeta } from '@/lib/leads/store'
import { takeStartTokenUse, takeSubmission } from '@/lib/rateLimit'

import { readFormBody } from './body'
import { clientAddress } from './client'
import { failureMessage } from './failure'
import { fieldErrors } from './fields'
import { type FormOutcome, outcomeStatus, refusalMessage } from './outcome'
import { fillForm, prerenderedPage } from './resultPage'
import { formLocale, isBot, submissionMeta } from './submission'
import { checkFillTime } from './token'

/** One public form: its schema, where it lives, and what an accepted post does. */
export type FormDefinition<T> = {
  name: 'contact' | 'newsletter' | 'quote'
  schema: z.ZodType<T>
  fields: readonly string[]
  /** Locale-free path of the page with the form (the no-JavaScript retry page). */
  formPage: string
  /** Locale-free path a no-JavaScript post lands on after success. */
  successPage: string
  failureKey: 'contact.failure' | 'components.newsletter.failure'
  accept: (payload: Payload, data: T, meta: SubmissionMeta) => Promise<void>
}

/**
 * Every form post: read (size, type), drop bots quietly, validate with the shared
 * schema, check fill time and rate, then store. A bad request gets a 4xx and stores
 * nothing; only a failing database gives a 503. The enhanced form gets JSON, the plain
 * HTML form a page (303 to the success page, or the form again with its messages).
 */
export async function handleFormPost<T>(
  request: Request,
  form: FormDefinition<T>,
): Promise<Response> {
  const body = await readFormBody(request)
  const fields = body.ok ? body.fields : {}
  const outcome = body.ok
    ? await evaluate(request, form, fields)
    : ({ kind: 'refused', reason: body.problem } as const)
  return wantsHtml(request)
    ? htmlAnswer(form, formLocale(fields), outcome, fields)
    : jsonAnswer(outcome)
}

async function evaluate<T>(
  request: Request,
  form: FormDefinition<T>,
  fields: Record<string, unknown>,
): Promise<FormOutcome> {
  if (isBot(fields)) return { kind: 'success' }
  const parsed = form.schema.safeParse(fields)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) }
  const fill = checkFillTime(fields.startedAt, form.name)
  if (fill.kind === 'tooFast') return { kind: 'refused', reason: 'tooFast' }
  const retryAfter = await takeSubmission(form.name, clientAddress(request.headers))
  if (retryAfter) return { kind: 'refused', reason: 'rateLimited', retryAfter }
  const verified = fill.kind === 'ok' && (await takeStartTokenUse(fill.tokenId))
  try {
    await form.accept(
      await payloadClient(),
      parsed.data,
      submissionMeta(request, fields, !verified),
    )
    return { kind: 'success' }
  } catch (error) {
    console.error(`[forms] ${form.name}: could not store an accepted submission`, error)
    return { kind: 'failed', message: failureMessage(formLocale(fields)) }
  }
}

/** Browsers navigating (a form without JavaScript) ask for HTML; the enhanced form asks for JSON. */
function wantsHtml(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html')
}

function jsonAnswer(outcome: FormOutcome): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (outcome.kind === 'refused' && outcome.retryAfter)
    headers['retry-after'] = String(outcome.retryAfter)
  return Response.json(
    { ok: outcome.kind === 'success', ...outcome },
    { status: outcomeStatus(outcome), headers },
  )
}

function htmlAnswer<T>(
  form: FormDefinition<T>,
  locale: Locale,
  outcome: FormOutcome,
  fields: Record<string, unknown>,
): Response {
  if (outcome.kind === 'success') {
    return new Response(null, {
      status: 303,
      headers: { location: localizePath(form.successPage, locale), 'cache-control': 'no-store' },
    })
  }
  const template = prerenderedPage(`/${locale}${form.formPage}`)
  const texts = messagesFor(form, locale, outcome)
  const values = Object.fromEntries(
    form.fields.map((field) => [
      field,
      typeof fields[field] === 'string' ? (fields[field] as string) : '',
    ]),
  )
  const html = template
    ? fillForm(template, { form: form.name, values, ...texts })
    : `<p>${texts.status}</p>`
  return new Response(html, {
    status: outcomeStatus(outcome),
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

function messagesFor<T>(
  form: FormDefinition<T>,
  locale: Locale,
  outcome: Exclude<FormOutcome, { kind: 'success' }>,
) {
  const t = createTranslator({ locale, messages: catalogues[locale] })
  if (outcome.kind === 'failed')
    return { status: outcome.message ?? t(form.failureKey), fieldMessages: {} }
  if (outcome.kind === 'refused')
    return { status: t(`forms.errors.${refusalMessage(outcome.reason)}`), fieldMessages: {} }
  const fieldMessages = Object.fromEntries(
    form.fields.flatMap((field) => {
      const code = outcome.errors[field]
      return code ? [[field, t(`forms.errors.${code}`)]] : []
    }),
  )
  const distinct = [...new Set(Object.values(fieldMessages))]
  return { status: [t('forms.errorSummary'), ...distinct].join(' '), fieldMessages }
}
