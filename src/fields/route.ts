import type { Field } from 'payload'

/** Spec §3 `route`: derived from the slug so it can never disagree with the URL. */
export function routeField(prefix: string): Field {
  return {
    name: 'route',
    type: 'text',
    admin: { readOnly: true, position: 'sidebar' },
    hooks: {
      beforeChange: [({ siblingData }) => `${prefix}/${String(siblingData.slug ?? '')}`],
    },
  }
}
