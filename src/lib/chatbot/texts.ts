import { catalogues } from '@/lib/i18n/catalogues'
import type { Locale } from '@/lib/i18n/locales'

import type { SendFailure } from './machine'

/**
 * The few strings the opener and the dialog's frame need before the conversation has
 * loaded: passed from the layout, so no catalogue ships to the browser.
 */
export type ChatbotShellTexts = {
  open: string
  title: string
  close: string
  loading: string
  error: string
  retry: string
}

/** The dialog's own words (labels, buttons, errors); the conversation itself comes from the CMS. */
export type ChatbotTexts = {
  log: string
  assistant: string
  visitor: string
  labels: { email: string; details: string; location: string }
  send: string
  sending: string
  recommendation: string
  faqs: string
  retry: string
  errors: { required: string; email: string; tooLong: string } & Record<SendFailure, string>
}

export function chatbotShellTexts(locale: Locale): ChatbotShellTexts {
  const { chatbot, common } = catalogues[locale]
  return {
    open: chatbot.open,
    title: chatbot.title,
    close: chatbot.close,
    loading: common.loading,
    error: common.error,
    retry: common.retry,
  }
}

export function chatbotTexts(locale: Locale): ChatbotTexts {
  const { chatbot, forms, contact } = catalogues[locale]
  return {
    log: chatbot.log,
    assistant: chatbot.assistant,
    visitor: chatbot.visitor,
    labels: chatbot.labels,
    send: chatbot.send,
    sending: chatbot.sending,
    recommendation: chatbot.recommendation,
    faqs: chatbot.faqs,
    retry: chatbot.retry,
    errors: {
      required: forms.errors.required,
      email: forms.errors.email,
      tooLong: forms.errors.tooLong,
      tooFast: forms.errors.tooFast,
      rateLimited: forms.errors.rateLimited,
      malformed: forms.errors.malformed,
      failed: contact.failure,
    },
  }
}
