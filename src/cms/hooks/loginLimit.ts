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
  isKnownClient,
  recordSuccessfulLogin,
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
  key: 'tooManyFromAddress' | 'tooManyForAccount',
  waitSeconds: number,
): never {
  throw new TooManyAttempts(staffText(req, key, { minutes: Math.ceil(waitSeconds / 60) }))
}

/** The email address a login or reset request names, if it names one as text. */
function typedEmail(args: unknown): string | null {
  const email = (args as { data?: { email?: unknown } }).data?.email
  return typeof email === 'string' && email.trim() !== '' ? email : null
}

/** `req.context` key: this login's attempt was charged to its account (an unknown client). */
const chargedAccountKey = 'loginChargedAccount'

/**
 * Slows password guessing per client and per account, without ever locking a
 * colleague out (spec: staff follow up every lead). A client may fail a few times. An
 * account that failed many times from clients that never signed in to it only lets such
 * clients try while they have no failure of their own; a client that signed in to the
 * account before is never refused for the account, and its typos do not count toward it
 * (src/lib/rateLimit.ts). Password-reset requests are limited per client on their own
 * count; per account Payload sends no second mail while a link is valid (Users.ts).
 */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const client = requestClient(req)
  if (!client) return
  if (operation === 'forgotPassword') {
    const resetWait = await takeResetRequest(client)
    if (resetWait > 0) refuse(req, 'tooManyFromAddress', resetWait)
    return
  }
  const email = typedEmail(args)
  const known = email !== null && (await isKnownClient(email, client))
  if (email && !known) {
    const accountWait = await accountRefusal(email, client)
    if (accountWait > 0) refuse(req, 'tooManyForAccount', accountWait)
  }
  const clientWait = await takeLoginAttempt(client)
  if (clientWait > 0) refuse(req, 'tooManyFromAddress', clientWait)
  if (email && !known) {
    await chargeAccountLogin(email)
    req.context[chargedAccountKey] = true
  }
}

/**
 * Only failures count: a successful login gives its attempt back, to client and (when it
 * was charged there) account, and makes the client one of the account's own.
 */
export const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const client = requestClient(req)
  const email = (user as { email?: string }).email
  if (client && email) {
    await recordSuccessfulLogin(client, email, req.context[chargedAccountKey] === true)
  }
}
