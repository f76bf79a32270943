import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { overHttp } from '@/cms/hooks/overHttp'
import { staffText } from '@/cms/staffText'
import { clientAddress } from '@/lib/forms/client'
import {
  accountRefusal,
  chargeAccountLogin,
  refundLoginAttempt,
  takeLoginAttempt,
  takeResetRequest,
} from '@/lib/rateLimit'

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
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'TooManyAttempts'
  }
}

function refuse(
  req: PayloadRequest,
  key: 'tooManyFromAddress' | 'tooManyForAccount' | 'tooManyResets',
  waitSeconds: number,
): never {
  throw new TooManyAttempts(staffText(req, key, { minutes: Math.ceil(waitSeconds / 60) }))
}

/** The email address a login or reset request names, if it names one as text. */
function typedEmail(args: unknown): string | null {
  const email = (args as { data?: { email?: unknown } }).data?.email
  return typeof email === 'string' && email.trim() !== '' ? email : null
}

/**
 * Slows password guessing per client and per account, without ever locking a
 * colleague out (spec: staff follow up every lead). A client may fail a few times; an
 * account that failed many times, from anywhere, only lets clients without failures
 * try. Password-reset requests count against the client too, and per account, so the
 * reset form cannot flood a colleague's inbox (nor keep replacing the token).
 */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const client = requestClient(req)
  if (!client) return
  const email = typedEmail(args)
  if (operation === 'login' && email) {
    const accountWait = await accountRefusal(email, client)
    if (accountWait > 0) refuse(req, 'tooManyForAccount', accountWait)
  }
  const clientWait = await takeLoginAttempt(client)
  if (clientWait > 0) refuse(req, 'tooManyFromAddress', clientWait)
  if (!email) return
  if (operation === 'login') {
    await chargeAccountLogin(email)
    return
  }
  const resetWait = await takeResetRequest(email)
  if (resetWait > 0) refuse(req, 'tooManyResets', resetWait)
}

/** Only failures count: a successful login gives its attempt back, to client and account. */
export const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const client = requestClient(req)
  if (client) await refundLoginAttempt(client, (user as { email?: string }).email)
}
