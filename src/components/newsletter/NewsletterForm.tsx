'use client'

import { useActionState } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { FormStatusMessage } from '@/components/forms/FormStatusMessage'
import { Honeypot } from '@/components/forms/Honeypot'
import { useFormPost, type FormMessages } from '@/components/forms/useFormPost'
import { usePagePath } from '@/components/forms/usePagePath'
import type { Locale } from '@/lib/i18n/locales'
import { newsletterAction } from '@/server/forms/actions'

export type NewsletterTexts = {
  label: string
  placeholder: string
  submit: string
  sending: string
  honeypot: string
  messages: FormMessages
}

async function validateNewsletter(values: Record<string, unknown>) {
  const [{ newsletterSchema }, { validateWith }] = await Promise.all([
    import('@/lib/forms/newsletter'),
    import('@/lib/forms/fields'),
  ])
  return validateWith(newsletterSchema, values)
}

/** Newsletter sign-up (double opt-in): a plain form that JavaScript submits in place. */
export function NewsletterForm({ locale, texts }: { locale: Locale; texts: NewsletterTexts }) {
  // The page the sign-up was sent from, in its public form (also the form's action).
  const page = usePagePath(locale)
  const [answered, action] = useActionState(newsletterAction, null, page)
  const { errors, status, onFocus, onSubmit } = useFormPost(
    '/forms/newsletter',
    texts.messages,
    validateNewsletter,
    answered,
  )
  const sending = status.kind === 'sending'
  return (
    <form
      id="newsletter-form"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="newsletter-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <Honeypot label={texts.honeypot} />
      <label htmlFor="newsletter-email" className="text-sm font-medium text-white">
        {texts.label}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={answered?.values.email ?? ''}
          autoFocus={Boolean(answered?.fieldMessages.email)}
          placeholder={texts.placeholder}
          aria-describedby="newsletter-email-error"
          aria-invalid={errors.email ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-ink"
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
      <FieldError id="newsletter-email-error" message={errors.email} />
      <FormStatusMessage id="newsletter-status" status={status} />
    </form>
  )
}
