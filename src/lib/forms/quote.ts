import { chatbotGoals, chatbotServices } from '@/lib/chatbot/keys'

import { fieldLimits, requiredText, visitorEmail } from './fields'
import { z } from './zod'

/** What the quote assistant collects (spec §4): checked in the dialog and again on the server. */
export const quoteSchema = z.object({
  email: visitorEmail,
  goal: z.enum(chatbotGoals, { error: 'required' }),
  service: z.enum(chatbotServices, { error: 'required' }),
  details: requiredText(fieldLimits.details),
  location: requiredText(fieldLimits.location),
})
export type QuoteInput = z.infer<typeof quoteSchema>
export const quoteFields = ['email', 'goal', 'service', 'details', 'location'] as const
