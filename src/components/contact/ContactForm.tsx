'use client'

import { useActionState, useEffect, useRef } from 'react'

import { InputField, SelectField, TextAreaField } from '@/components/forms/FormField'
import { FormStatusMessage } from '@/components/forms/FormStatusMessage'
import { Honeypot } from '@/components/forms/Honeypot'
import { useFormPost, type FormMessages } from '@/components/forms/useFormPost'
import { usePagePath } from '@/components/forms/usePagePath'
import type { ContactSubject } from '@/lib/forms/contact'
import type { Locale } from '@/lib/i18n/locales'
import { contactAction } from '@/server/forms/actions'

export type ContactFormTexts = {
  labels: { name: string; email: string; subject: string; message: string }
  required: string
  choose: string
  subjects: Record<ContactSubject, string>
  submit: string
  sending: string
  honeypot: string
  messages: FormMessages
}

/** The schema is loaded with the first keystroke, not with the page. */
async function validateContact(values: Record<string, unknown>) {
  const [{ contactSchema }, { validateWith }] = await Promise.all([
    import('@/lib/forms/contact'),
    import('@/lib/forms/fields'),
  ])
  return validateWith(contactSchema, values)
}

/** `/contact?subject=new-project` (the quote assistant's next step) chooses that subject. */
function preselectSubject(select: HTMLSelectElement | null, subjects: string[]) {
  const wanted = new URLSearchParams(window.location.search).get('subject')
  if (select && wanted && subjects.includes(wanted) && !select.value) select.value = wanted
}

/** The contact form of spec §2/§3: a plain form that JavaScript submits in place. */
export function ContactForm({
  locale,
  page,
  texts,
}: {
  locale: Locale
  page: string
  texts: ContactFormTexts
}) {
  const [answered, action] = useActionState(contactAction, null, usePagePath(locale))
  const { errors, status, onFocus, onSubmit } = useFormPost(
    '/forms/contact',
    texts.messages,
    validateContact,
    answered,
  )
  const sending = status.kind === 'sending'
  const subject = useRef<HTMLSelectElement>(null)
  useEffect(() => preselectSubject(subject.current, Object.keys(texts.subjects)), [texts.subjects])
  const firstWrong = answered ? Object.keys(answered.fieldMessages)[0] : undefined
  const field = (name: keyof ContactFormTexts['labels']) => ({
    form: 'contact',
    name,
    label: texts.labels[name],
    requiredNote: texts.required,
    error: errors[name],
    // After a post without JavaScript: what was typed, and the first wrong field focused.
    defaultValue: answered?.values[name] ?? '',
    autoFocus: name === firstWrong,
  })
  return (
    <form
      id="contact-form"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="grid gap-5"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <Honeypot label={texts.honeypot} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('name')} type="text" autoComplete="name" required maxLength={120} />
        <InputField
          {...field('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
      </div>
      <SelectField {...field('subject')} ref={subject} required>
        <option value="">{texts.choose}</option>
        {Object.entries(texts.subjects).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...field('message')} rows={7} required maxLength={5000} />
      <FormStatusMessage id="contact-status" status={status} />
      <div>
        <button type="submit" className="button" disabled={sending} aria-disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  )
}
