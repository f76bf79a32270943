/**
 * What a form shows after a submission without JavaScript went wrong: the server
 * action's answer (src/server/forms/actions.ts), rendered by the form component itself.
 * The values are exactly what the visitor sent, never changed.
 */
export type FormState = {
  values: Record<string, string>
  fieldMessages: Record<string, string>
  status: string
} | null
