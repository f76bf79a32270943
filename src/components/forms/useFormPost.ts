'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { FieldError } from '@/lib/forms/fields'
import type { FormState } from '@/lib/forms/formState'
import type { FormOutcome } from '@/lib/forms/outcome'
import { postForm } from '@/lib/forms/postForm'

import { visitSourceFields } from './visitSource'

/**
 * Texts the form shows, translated on the server and passed in: what the browser says
 * before it posts (a field's error, the summary), and success and failure. Why a post
 * was refused (too fast, too often, unreadable) comes with the server's answer, in the
 * visitor's language: those texts stay out of every page's RSC payload (the newsletter
 * form is in every footer).
 */
export type FormMessages = {
  errors: Record<FieldError, string>
  summary: string
  success: string
  failure: string
}

/**
 * The JSON answer of `/forms/*`: the outcome, and for a refusal why, in words (postForm
 * returns the answer as the server wrote it).
 */
export type FormAnswer = FormOutcome & { message?: string }

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string }

type Validate = (values: Record<string, unknown>) => Promise<Record<string, string>>

/**
 * Progressive enhancement of a form: validates with the shared schema (loaded when
 * the visitor starts typing), fetches a signed start time, posts JSON to `/forms/*`
 * in place (again when the answer was lost: src/lib/forms/postForm.ts) and turns the
 * answer into messages. Without JavaScript the same form posts
 * to its server action, and the page comes back rendered with `answered`: the
 * messages start from there.
 */
export function useFormPost(
  endpoint: string,
  messages: FormMessages,
  validate: Validate,
  answered: FormState = null,
) {
  const [errors, setErrors] = useState<Record<string, string>>(answered?.fieldMessages ?? {})
  const [status, setStatus] = useState<FormStatus>(
    answered ? { kind: 'error', message: answered.status } : { kind: 'idle' },
  )
  const startToken = useRef<string | null>(null)

  function onFocus() {
    if (startToken.current !== null) return
    startToken.current = ''
    fetch(`/forms/token?form=${endpoint.split('/').at(-1)}`, { cache: 'no-store' })
      .then((response) => response.json() as Promise<{ token: string }>)
      .then(({ token }) => (startToken.current = token))
      .catch(() => undefined) // without a token the post is accepted and flagged for review
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    const found = await validate(values)
    if (showErrors(form, found)) return
    setStatus({ kind: 'sending' })
    const outcome = await postForm(endpoint, {
      ...visitSourceFields(),
      ...values,
      startedAt: startToken.current ?? '',
    })
    if (outcome.kind === 'success') form.reset()
    if (outcome.kind === 'invalid') return void showErrors(form, outcome.errors)
    setStatus(statusOf(outcome, messages))
  }

  function showErrors(form: HTMLFormElement, found: Record<string, string>): boolean {
    const shown = Object.entries(found).map(([field, code]) => [field, messageOf(code, messages)])
    setErrors(Object.fromEntries(shown))
    if (shown.length === 0) return false
    const distinct = [...new Set(shown.map(([, message]) => message))]
    setStatus({ kind: 'error', message: [messages.summary, ...distinct].join(' ') })
    const first = form.elements.namedItem(shown[0]?.[0] ?? '')
    if (first instanceof HTMLElement) first.focus()
    return true
  }

  return { errors, status, onFocus, onSubmit }
}

function messageOf(code: string, messages: FormMessages): string {
  return messages.errors[code as keyof FormMessages['errors']] ?? messages.errors.required
}

/** The status an answer shows; exported for its unit test. */
export function statusOf(answer: FormAnswer, messages: FormMessages): FormStatus {
  if (answer.kind === 'success') return { kind: 'success', message: messages.success }
  // A refusal's reason and a failure's way out (the agency's address) are the server's
  // words; without them (no answer, or one from something in between), the page's.
  const message = answer.kind === 'refused' || answer.kind === 'failed' ? answer.message : undefined
  return { kind: 'error', message: message ?? messages.failure }
}
