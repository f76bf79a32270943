import { storeLead, storeQuoteRequest } from '@/lib/leads/store'
import { subscribe } from '@/lib/newsletter/subscribe'

import { contactFields, contactSchema, type ContactInput } from './contact'
import type { FormDefinition } from './handler'
import { newsletterSchema, type NewsletterInput } from './newsletter'
import { quoteFields, quoteSchema, type QuoteInput } from './quote'
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
