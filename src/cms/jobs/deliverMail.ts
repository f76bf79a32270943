import type { TaskConfig } from 'payload'

import { deliverMail } from '@/cms/mail/delivery'
import { loggableError } from '@/lib/loggableError'
import { mailKinds, type MailKind } from '@/lib/mail/kinds'

/**
 * The outbox: one job per email. Retries with backoff cover an SMTP outage of
 * several minutes; the record's own delivery status makes a repeated run a no-op.
 */
export const deliverMailTask: TaskConfig<{
  input: { kind: MailKind; id: string }
  output: { result: string }
}> = {
  slug: 'deliver-mail',
  inputSchema: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: Object.keys(mailKinds).map((value) => ({ label: value, value })),
    },
    { name: 'id', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 } },
  handler: async ({ input, req }) => {
    try {
      const result = await deliverMail(req.payload, input.kind, input.id)
      return { output: { result } }
    } catch (error) {
      // The queue logs and stores what is thrown: never a database error's values.
      throw new Error(loggableError(error))
    }
  },
}
