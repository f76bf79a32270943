import { visitorEmail } from './fields'
import { z } from './zod'

/** The footer's newsletter sign-up: one email address. */
export const newsletterSchema = z.object({ email: visitorEmail })
export type NewsletterInput = z.infer<typeof newsletterSchema>
