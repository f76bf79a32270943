import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { unknownKeys } from '@/seed/schemaCheck'

const fields: Field[] = [
  { type: 'row', fields: [{ name: 'order', type: 'number' }] },
  {
    name: 'header',
    type: 'group',
    fields: [
      { name: 'title', type: 'text', localized: true },
      {
        name: 'testimonial',
        type: 'group',
        fields: [
          { name: 'quote', type: 'textarea', localized: true },
          { name: 'person', type: 'text' },
        ],
      },
      { name: 'personImage', type: 'upload', relationTo: 'media' },
    ],
  },
  { name: 'items', type: 'array', localized: true, fields: [{ name: 'text', type: 'text' }] },
  {
    name: 'body',
    type: 'blocks',
    blocks: [{ slug: 'paragraph', fields: [{ name: 'text', type: 'textarea' }] }],
  },
]

const L = (text: string) => ({ nl: text, en: text, fr: text })

describe('unknownKeys (seed data against the schema)', () => {
  it('accepts data that has a field for every key, localized values and rows included', () => {
    const data = {
      order: 1,
      header: {
        title: L('Titel'),
        testimonial: { quote: L('Mooi'), person: 'Ben' },
        personImage: { $media: 'cases/x/person', alt: L('Foto') },
      },
      items: { nl: [{ text: 'a' }], en: [{ text: 'b' }], fr: [{ text: 'c' }] },
      body: [{ blockType: 'paragraph', text: 'Tekst' }],
    }
    expect(unknownKeys(data, fields)).toEqual([])
  })

  it('names a key at a place the schema does not have it, like a person image inside the testimonial', () => {
    const data = {
      header: { testimonial: { person: 'Ben', personImage: { $media: 'cases/x/person' } } },
    }
    expect(unknownKeys(data, fields)).toEqual(['header.testimonial.personImage'])
  })

  it('looks into array rows of every language and into blocks by their type', () => {
    const data = {
      items: { nl: [{ text: 'a', extra: 1 }], en: [{ text: 'b' }], fr: [{ text: 'c' }] },
      body: [
        { blockType: 'paragraph', text: 'x', colour: 'red' },
        { blockType: 'video', src: 'y' },
      ],
      subtitle: L('Extra'),
    }
    expect(unknownKeys(data, fields)).toEqual([
      'items[0].extra',
      'body[0].colour',
      'body[1]',
      'subtitle',
    ])
  })
})
