'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { FormState } from '@/lib/forms/formState'
import type { FormOutcome } from '@/lib/forms/outcome'
import { postForm } from '@/lib/forms/postForm'

import { visitSourceFields } from './visitSource'

/** Texts the form shows, translated on the server and passed in. */
export type FormMessages = {
  errors: Record<'required' | 'email' | 'tooLong' | 'tooFast' | 'rateLimited' | 'malformed', string>
  summary: string
  success: string
  failure: string
}

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

function statusOf(outcome: FormOutcome, messages: FormMessages): FormStatus {
  if (outcome.kind === 'success') return { kind: 'success', message: messages.success }
  if (outcome.kind === 'refused') {
    const code =
      outcome.reason === 'tooFast' || outcome.reason === 'rateLimited'
        ? outcome.reason
        : 'malformed'
    return { kind: 'error', message: messages.errors[code] }
  }
  // The server's own message names the agency's address; without an answer, the page's.
  const message = outcome.kind === 'failed' ? outcome.message : undefined
  return { kind: 'error', message: message ?? messages.failure }
}
