import escapeHtml from 'escape-html'
import { createTranslator } from 'use-intl/core'

import { catalogues } from '@/lib/i18n/catalogues'
import type { Locale } from '@/lib/i18n/locales'
import { plainFirstName } from '@/lib/mail/recipient'
import type { Lead, NewsletterSubscriber, QuoteRequest } from '@/payload-types'

/** An email ready for `payload.sendEmail`. Every visitor text is escaped in the HTML part. */
export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

type Rows = [label: string, value: string | null | undefined][]

function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'emails' })
}

function subjectLabel(locale: Locale, subject: Lead['subject']): string {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'contact.form.subjects',
  })
  return t(subject)
}

/** Label/value rows as plain text and as an escaped HTML table. */
function render(intro: string, rows: Rows, outro = ''): { text: string; html: string } {
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value ?? ''}`), '', outro]
  const cells = rows
    .map(([label, value]) => {
      const shown = escapeHtml(value ?? '').replaceAll('\n', '<br>')
      return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${shown}</td></tr>`
    })
    .join('')
  const html = `<p>${escapeHtml(intro)}</p><table cellpadding="6">${cells}</table>${outro ? `<p>${escapeHtml(outro)}</p>` : ''}`
  return { text: text.join('\n').trim(), html }
}

/** To the agency (staff read Dutch): who wrote, about what, with a link to the lead. */
export function leadNotification(lead: Lead, to: string, adminUrl: string): Mail {
  const t = translator('nl')
  const subject = t('leadNotification.subject', {
    name: lead.name,
    subject: subjectLabel('nl', lead.subject),
  })
  const body = render(
    t('leadNotification.intro'),
    [
      [t('fields.name'), lead.name],
      [t('fields.email'), lead.email],
      [t('fields.subject'), subjectLabel('nl', lead.subject)],
      [t('fields.message'), lead.message],
      [t('fields.language'), lead.locale],
      [t('fields.page'), lead.page],
      [t('fields.review'), lead.review ? t('reviewYes') : t('reviewNo')],
    ],
    `${t('openInAdmin')} ${adminUrl}`,
  )
  return { to, subject, replyTo: lead.email, ...body }
}

/**
 * To the visitor, in their language: we have it, and when to expect an answer. Anyone
 * can type any address, so it carries nothing typed but a plain first name (and the
 * subject's label from the form's own list): nothing in it is worth sending to a
 * stranger (src/lib/mail/recipient.ts).
 */
export function leadConfirmation(lead: Lead, agencyName: string): Mail {
  const t = translator(lead.locale)
  const name = plainFirstName(lead.name)
  const body = render(
    name ? t('leadConfirmation.greeting', { name }) : t('leadConfirmation.greetingWithoutName'),
    [[t('fields.subject'), subjectLabel(lead.locale, lead.subject)]],
    t('leadConfirmation.outro', { agency: agencyName }),
  )
  const intro = t('leadConfirmation.body')
  return {
    to: lead.email,
    subject: t('leadConfirmation.subject', { agency: agencyName }),
    text: `${intro}\n\n${body.text}`,
    html: `<p>${escapeHtml(intro)}</p>${body.html}`,
  }
}

export function quoteNotification(quote: QuoteRequest, to: string, adminUrl: string): Mail {
  const t = translator('nl')
  const body = render(
    t('quoteNotification.intro'),
    [
      [t('fields.email'), quote.email],
      [t('fields.goal'), quote.goal],
      [t('fields.service'), quote.service],
      [t('fields.details'), quote.details],
      [t('fields.location'), quote.location],
      [t('fields.language'), quote.locale],
      [t('fields.page'), quote.page],
    ],
    `${t('openInAdmin')} ${adminUrl}`,
  )
  return {
    to,
    subject: t('quoteNotification.subject', { email: quote.email }),
    replyTo: quote.email,
    ...body,
  }
}

/** The double opt-in mail: a confirm link, and (like every newsletter mail) an unsubscribe link. */
export function newsletterConfirmation(
  subscriber: NewsletterSubscriber,
  links: { confirm: string; unsubscribe: string; oneClick: string },
  agencyName: string,
): Mail {
  const t = translator(subscriber.locale)
  const text = [
    t('newsletterConfirmation.body', { agency: agencyName }),
    '',
    links.confirm,
    '',
    t('newsletterConfirmation.ignore'),
    '',
    `${t('unsubscribe')}: ${links.unsubscribe}`,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(t('newsletterConfirmation.body', { agency: agencyName }))}</p>`,
    `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(t('newsletterConfirmation.button'))}</a></p>`,
    `<p>${escapeHtml(t('newsletterConfirmation.ignore'))}</p>`,
    `<p><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t('unsubscribe'))}</a></p>`,
  ].join('')
  return {
    to: subscriber.email,
    subject: t('newsletterConfirmation.subject', { agency: agencyName }),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
