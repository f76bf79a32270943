import type { Field } from 'payload'

import type { AdminLabel } from '@/fields/text'

type ListOptions = { maxRows?: number; minRows?: number }

/**
 * A list staff add rows to: `label` names the list, `row` one row and several (the
 * admin's "Add Package"), `fields` are a row's.
 */
export function listField(
  name: string,
  label: AdminLabel,
  row: { singular: AdminLabel; plural: AdminLabel },
  fields: Field[],
  options: ListOptions = {},
): Field {
  return { name, type: 'array', label, labels: row, ...options, fields }
}
