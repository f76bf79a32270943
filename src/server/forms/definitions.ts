import 'server-only'

import { storeLead, storeQuoteRequest } from '@/cms/leads/store'
import { subscribe } from '@/cms/newsletter/subscribe'

import { contactFields, contactSchema, type ContactInput } from '@/lib/forms/contact'
import type { FormDefinition } from './handler'
import { newsletterSchema, type NewsletterInput } from '@/lib/forms/newsletter'
import { quoteFields, quoteSchema, type QuoteInput } from '@/lib/forms/quote'
import { resultPages } from '@/lib/routes/resultPages'

export const contactForm: FormDefinition<ContactInput> = {
  name: 'contact',
  schema: contactSchema,
  fields: contactFields,
  formPage: '/contact',
  successPage: resultPages.contactSent,
  failureKey: 'contact.failure',
  accept: async (payload, data, meta) => {
    await storeLead(payload, data, meta)
  },
}

export const newsletterForm: FormDefinition<NewsletterInput> = {
  name: 'newsletter',
  schema: newsletterSchema,
  fields: ['email'],
  formPage: resultPages.newsletter,
  successPage: resultPages.newsletterPending,
  failureKey: 'components.newsletter.failure',
  accept: async (payload, data, meta) => {
    await subscribe(payload, data.email, meta)
  },
}

/** The quote assistant posts its answers here (JSON only: the dialog needs JavaScript). */
export const quoteForm: FormDefinition<QuoteInput> = {
  name: 'quote',
  schema: quoteSchema,
  fields: quoteFields,
  formPage: '/contact',
  successPage: resultPages.contactSent,
  failureKey: 'contact.failure',
  accept: async (payload, data, meta) => {
    await storeQuoteRequest(payload, data, meta)
  },
}
