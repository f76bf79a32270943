'use server'

import 'server-only'

import { headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'

import { formFields } from '@/lib/forms/body'
import { contactForm, newsletterForm } from '@/server/forms/definitions'
import { maxRequestBytes } from '@/lib/forms/fields'
import type { FormState } from '@/lib/forms/formState'
import { type FormDefinition, outcomeTexts, submitForm } from '@/server/forms/handler'
import type { FormOutcome } from '@/lib/forms/outcome'
import { formLocale, visitorOf } from '@/lib/forms/submission'
import { localizePath } from '@/lib/i18n/locales'

/**
 * The forms' own action, for visitors without JavaScript (with it, the form posts JSON
 * to `/forms/*` and never calls this). The browser posts to the page it is on; Next
 * runs the action and renders that same page with the returned state, so the form
 * component shows what was typed and the messages (React's `useActionState`). Next
 * answers such a render with 200. Success redirects (303) to the form's result page.
 */
async function submitWithoutScript<T>(
  form: FormDefinition<T>,
  formData: FormData,
): Promise<FormState> {
  const fields = formFields(formData)
  const locale = formLocale(fields)
  const outcome: FormOutcome =
    postedBytes(formData) > maxRequestBytes
      ? { kind: 'refused', reason: 'tooLarge' }
      : await submitForm(form, fields, visitorOf(await headers()))
  if (outcome.kind === 'success')
    redirect(localizePath(form.successPage, locale), RedirectType.push)
  const values = Object.fromEntries(
    form.fields.map((field) => [
      field,
      typeof fields[field] === 'string' ? asTyped(fields[field]) : '',
    ]),
  )
  return { values, ...outcomeTexts(form, locale, outcome) }
}

/**
 * A browser sends every line break as CRLF and shows it as LF. Put back as LF, a message
 * that starts with a line break keeps it: React writes the extra newline that HTML drops
 * right after `<textarea>` for a leading LF only.
 */
function asTyped(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/** The same limit as a post to `/forms/*` (Next's own limit for actions is far higher). */
function postedBytes(formData: FormData): number {
  let size = 0
  for (const [key, value] of formData) {
    size +=
      Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : value.size)
  }
  return size
}

export async function contactAction(_previous: FormState, formData: FormData) {
  return submitWithoutScript(contactForm, formData)
}

export async function newsletterAction(_previous: FormState, formData: FormData) {
  return submitWithoutScript(newsletterForm, formData)
}
