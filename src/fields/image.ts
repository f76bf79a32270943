import type { Field } from 'payload'

export function imageField(
  name: string,
  options: { required?: boolean; label?: string } = {},
): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required: options.required ?? false,
    ...(options.label ? { label: options.label } : {}),
  }
}
