import type { FieldError } from './fields'

/** How a form post ended; one shape for the JSON answer, the HTML answer and the UI. */
export type Refusal =
  | 'tooFast'
  | 'rateLimited'
  | 'malformed'
  | 'tooLarge'
  | 'unsupportedType'
  | 'unsupportedEncoding'
  | 'crossSite'
export type FormOutcome =
  | { kind: 'success' }
  | { kind: 'invalid'; errors: Record<string, FieldError> }
  | { kind: 'refused'; reason: Refusal; retryAfter?: number }
  /** Could not be stored; `message` (from the server) names the agency's address. */
  | { kind: 'failed'; message?: string }

const refusalStatus: Record<Refusal, number> = {
  tooFast: 422,
  rateLimited: 429,
  malformed: 400,
  tooLarge: 413,
  unsupportedType: 415,
  unsupportedEncoding: 415,
  crossSite: 403,
}

export function outcomeStatus(outcome: FormOutcome): number {
  if (outcome.kind === 'success') return 201
  if (outcome.kind === 'invalid') return 422
  if (outcome.kind === 'failed') return 503
  return refusalStatus[outcome.reason]
}

/** The catalogue key (under `forms.errors`) of a refusal; "malformed" covers every unreadable body. */
export function refusalMessage(reason: Refusal): 'tooFast' | 'rateLimited' | 'malformed' {
  return reason === 'tooFast' || reason === 'rateLimited' ? reason : 'malformed'
}
