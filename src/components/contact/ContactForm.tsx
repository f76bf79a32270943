'use client'

import { useEffect, useRef } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { FormStatusMessage } from '@/components/forms/FormStatusMessage'
import { Honeypot } from '@/components/forms/Honeypot'
import { useFormPost, type FormMessages } from '@/components/forms/useFormPost'
import type { ContactSubject } from '@/lib/forms/contact'

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
  locale: string
  page: string
  texts: ContactFormTexts
}) {
  const { errors, status, onFocus, onSubmit } = useFormPost(
    '/forms/contact',
    texts.messages,
    validateContact,
  )
  const sending = status.kind === 'sending'
  const subject = useRef<HTMLSelectElement>(null)
  useEffect(() => preselectSubject(subject.current, Object.keys(texts.subjects)), [texts.subjects])
  const describe = (field: string) => ({
    'aria-describedby': `contact-${field}-error`,
    'aria-invalid': errors[field] ? true : undefined,
  })
  return (
    <form
      id="contact-form"
      method="post"
      action="/forms/contact"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="grid gap-5"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <Honeypot label={texts.honeypot} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="field">
          <label htmlFor="contact-name">
            {texts.labels.name} <span className="field-required">({texts.required})</span>
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            {...describe('name')}
          />
          <FieldError id="contact-name-error" message={errors.name} />
        </div>
        <div className="field">
          <label htmlFor="contact-email">
            {texts.labels.email} <span className="field-required">({texts.required})</span>
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            {...describe('email')}
          />
          <FieldError id="contact-email-error" message={errors.email} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">
          {texts.labels.subject} <span className="field-required">({texts.required})</span>
        </label>
        <select
          id="contact-subject"
          ref={subject}
          name="subject"
          required
          defaultValue=""
          {...describe('subject')}
        >
          <option value="">{texts.choose}</option>
          {Object.entries(texts.subjects).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id="contact-subject-error" message={errors.subject} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">
          {texts.labels.message} <span className="field-required">({texts.required})</span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          required
          maxLength={5000}
          {...describe('message')}
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <FormStatusMessage id="contact-status" status={status} />
      <div>
        <button type="submit" className="button" disabled={sending} aria-disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  )
}
