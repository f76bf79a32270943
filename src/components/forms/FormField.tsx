import type { ComponentProps, ReactNode } from 'react'

import { FieldError } from './FieldError'

/*
 * A labelled form control with its message. The ids come from the form and the posted
 * name (`<form>-<name>`, `<form>-<name>-error`), so the message is linked to its field
 * and tests can find both.
 */

type FieldProps = {
  /** The form's name, as in its definition (`contact`): the first part of the ids. */
  form: string
  /** The posted field name: the second part of the ids. */
  name: string
  label: string
  /** The "required" note after the label, without brackets. */
  requiredNote: string
  error?: string
}

type Native<Tag extends 'input' | 'select' | 'textarea'> = Omit<
  ComponentProps<Tag>,
  'id' | 'name' | 'form'
>

function FormField({
  id,
  label,
  requiredNote,
  error,
  children,
}: Omit<FieldProps, 'form' | 'name'> & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span className="field-required">({requiredNote})</span>
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** The message is always there (empty when fine), so the link holds before the first error. */
function describedBy(id: string, error: string | undefined) {
  return { 'aria-describedby': `${id}-error`, 'aria-invalid': error ? true : undefined } as const
}

export function InputField({
  form,
  name,
  label,
  requiredNote,
  error,
  ...input
}: FieldProps & Native<'input'>) {
  const id = `${form}-${name}`
  return (
    <FormField id={id} label={label} requiredNote={requiredNote} error={error}>
      <input id={id} name={name} {...input} {...describedBy(id, error)} />
    </FormField>
  )
}

export function SelectField({
  form,
  name,
  label,
  requiredNote,
  error,
  children,
  ...select
}: FieldProps & Native<'select'>) {
  const id = `${form}-${name}`
  return (
    <FormField id={id} label={label} requiredNote={requiredNote} error={error}>
      <select id={id} name={name} {...select} {...describedBy(id, error)}>
        {children}
      </select>
    </FormField>
  )
}

export function TextAreaField({
  form,
  name,
  label,
  requiredNote,
  error,
  ...textarea
}: FieldProps & Native<'textarea'>) {
  const id = `${form}-${name}`
  return (
    <FormField id={id} label={label} requiredNote={requiredNote} error={error}>
      <textarea id={id} name={name} {...textarea} {...describedBy(id, error)} />
    </FormField>
  )
}
