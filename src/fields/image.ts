import type { Field } from 'payload'

import type { AdminLabel } from '@/fields/text'

export function imageField(
  name: string,
  options: { required?: boolean; label?: AdminLabel } = {},
): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required: options.required ?? false,
    label: options.label ?? { nl: 'Afbeelding', en: 'Image' },
  }
}
