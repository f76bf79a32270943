import { describe, expect, it } from 'vitest'

import { statusOf, type FormMessages } from '@/components/forms/useFormPost'

/*
 * What an enhanced form (contact, newsletter) shows after its post. The page passes only
 * the texts the browser needs before posting, success and failure; why a post was
 * refused comes in the server's answer, in the visitor's language.
 */
const messages: FormMessages = {
  errors: { required: 'Fill it in.', email: 'Not an address.', tooLong: 'Too long.' },
  summary: 'Not sent:',
  success: 'Sent.',
  failure: 'That did not work.',
}

describe('the status after a post', () => {
  it("shows the server's reason for a refusal", () => {
    const answer = {
      kind: 'refused',
      reason: 'rateLimited',
      message: 'Vous avez envoyé le formulaire trop souvent.',
    } as const
    expect(statusOf(answer, messages)).toEqual({
      kind: 'error',
      message: 'Vous avez envoyé le formulaire trop souvent.',
    })
  })

  it("shows the page's failure text when an answer carries no words (a proxy's 413, no answer)", () => {
    expect(statusOf({ kind: 'refused', reason: 'tooLarge' }, messages)).toEqual({
      kind: 'error',
      message: 'That did not work.',
    })
    expect(statusOf({ kind: 'failed' }, messages)).toEqual({
      kind: 'error',
      message: 'That did not work.',
    })
  })

  it("shows the server's failure text (it names the agency's address), and the page's success", () => {
    expect(statusOf({ kind: 'failed', message: 'Mail hallo@vonk.nl.' }, messages)).toEqual({
      kind: 'error',
      message: 'Mail hallo@vonk.nl.',
    })
    expect(statusOf({ kind: 'success' }, messages)).toEqual({ kind: 'success', message: 'Sent.' })
  })
})
