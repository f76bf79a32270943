import { fieldLimits, requiredText, visitorEmail } from './fields'
import { z } from './zod'

/** The four subjects of spec §3, in the order the form lists them. */
export const contactSubjects = [
  'new-project',
  'existing-project',
  'partnership',
  'general',
] as const
export type ContactSubject = (typeof contactSubjects)[number]

/**
 * The contact form (spec §3, §5): every field required, a valid email. The one schema
 * the browser checks before sending and the server checks before storing.
 */
export const contactSchema = z.object({
  name: requiredText(fieldLimits.name),
  email: visitorEmail,
  subject: z.enum(contactSubjects, { error: 'required' }),
  message: requiredText(fieldLimits.message),
})

export type ContactInput = z.infer<typeof contactSchema>
export const contactFields = ['name', 'email', 'subject', 'message'] as const
