import type { FormStatus } from './useFormPost'

/**
 * The live region next to a form: announced when its text changes. Always in the
 * page (empty, so hidden, when idle), so screen readers are listening before the
 * first message; its id lets the server fill it for a post without JavaScript.
 */
export function FormStatusMessage({ id, status }: { id: string; status: FormStatus }) {
  const message = status.kind === 'success' || status.kind === 'error' ? status.message : ''
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className="form-status"
      data-tone={status.kind === 'success' ? 'success' : 'error'}
    >
      {message ? <p>{message}</p> : null}
    </div>
  )
}
