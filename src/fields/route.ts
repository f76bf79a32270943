import type { Field } from 'payload'

/** Spec §3 `route`: derived from the slug so it can never disagree with the URL. */
export function routeField(prefix: string): Field {
  return {
    name: 'route',
    type: 'text',
    label: { nl: 'Pad', en: 'Route' },
    admin: { readOnly: true, position: 'sidebar' },
    hooks: {
      beforeChange: [({ siblingData }) => `${prefix}/${String(siblingData.slug ?? '')}`],
    },
  }
}
