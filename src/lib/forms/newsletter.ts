import { z } from 'zod'

import { visitorEmail } from './fields'

/** The footer's newsletter sign-up: one email address. */
export const newsletterSchema = z.object({ email: visitorEmail })
export type NewsletterInput = z.infer<typeof newsletterSchema>
