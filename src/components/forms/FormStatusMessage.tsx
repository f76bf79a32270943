import type { FormStatus } from './useFormPost'

/**
 * The live region next to a form: announced when its text changes. Always in the
 * page (empty when idle), so screen readers are listening before the first message;
 * its id lets the server fill it for a post without JavaScript.
 */
export function FormStatusMessage({ id, status }: { id: string; status: FormStatus }) {
  const message = status.kind === 'success' || status.kind === 'error' ? status.message : ''
  const tone =
    status.kind === 'success'
      ? 'border-green-700 bg-green-50 text-green-900'
      : 'border-red-700 bg-red-50 text-red-900'
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className={message ? `form-status ${tone}` : 'form-status-empty'}
    >
      {message ? <p>{message}</p> : null}
    </div>
  )
}
