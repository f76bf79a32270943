import { z } from './zod'

/** Longest accepted value per field; a whole request may not exceed `maxRequestBytes`. */
export const fieldLimits = {
  name: 120,
  email: 254,
  message: 5000,
  details: 2000,
  location: 200,
} as const
export const maxRequestBytes = 32 * 1024

/**
 * Error codes a form field can get; the catalogues translate them
 * (`forms.errors.<code>`), so browser and server show the same words.
 */
export type FieldError = 'required' | 'email' | 'tooLong'

/** Anything but a non-blank string counts as "not filled in" (spec: "Vul alle velden in."). */
export function requiredText(max: number) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
}

export const visitorEmail = requiredText(fieldLimits.email).pipe(z.email({ error: 'email' }))

/** The first error code of each field, from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!(field in errors)) errors[field] = toFieldError(issue.message)
  }
  return errors
}

function toFieldError(message: string): FieldError {
  return message === 'email' || message === 'tooLong' ? message : 'required'
}

/** Field errors of `values` against `schema`: empty when valid (browser and server alike). */
export function validateWith(schema: z.ZodType, values: unknown): Record<string, FieldError> {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}
