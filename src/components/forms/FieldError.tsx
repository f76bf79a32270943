/** A field's message, linked from the field by `aria-describedby`; empty when the field is fine. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  )
}
