import { createHmac } from 'node:crypto'

import { payloadSecret } from '@/lib/secret'

import type { FormKind } from './token'

/**
 * What makes one post the same post when it comes again: the form, the start token it
 * was verified with (one page view's form) and what the visitor wrote, as the shared
 * schema parsed it. The form sends a post again when its answer was lost (an instance
 * ended in the middle, src/lib/forms/retry.ts); stored with the record under a unique
 * index, this key lets the server answer "received" without a second lead. A correction
 * (other words, same token) is another post. Keyed with the site's secret, so it says
 * nothing about the words it was made of. None without a verified token: two strangers
 * may well send the same words.
 */
export function submissionKey(form: FormKind, tokenId: string, data: unknown): string {
  return createHmac('sha256', payloadSecret())
    .update(`submission:${form}:${tokenId}:${JSON.stringify(data)}`)
    .digest('base64url')
}
