import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { overHttp } from '@/cms/hooks/overHttp'
import { clientAddress } from '@/lib/forms/client'
import { refundLoginAttempt, takeLoginAttempt } from '@/lib/rateLimit'

/**
 * The address an HTTP request came from, with or without a Host header; null for the
 * Local API (server code such as the seed), which has no visitor and must never be
 * throttled.
 */
function requestClient(req: PayloadRequest): string | null {
  return overHttp(req) ? clientAddress(req.headers) : null
}

/**
 * Named explicitly: the production build shortens class names, and Payload's REST
 * error answer only carries the message of an error that has a name.
 */
class TooManyAttempts extends APIError {
  constructor(waitSeconds: number) {
    const minutes = Math.ceil(waitSeconds / 60)
    super(
      `Too many attempts from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      undefined,
      true,
    )
    this.name = 'TooManyAttempts'
  }
}

/**
 * Slows password guessing per address (spec: staff follow up every lead, so an
 * outsider must not be able to lock them out). Password-reset requests count too,
 * so the reset form cannot be used to flood a colleague's mailbox.
 */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const client = requestClient(req)
  if (!client) return
  const waitSeconds = await takeLoginAttempt(client)
  if (waitSeconds > 0) throw new TooManyAttempts(waitSeconds)
}

/** Only failures count against an address: a successful login gives its attempt back. */
export const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const client = requestClient(req)
  if (client) await refundLoginAttempt(client)
}
