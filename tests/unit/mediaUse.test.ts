import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaIdsIn, refersTo } from '@/lib/mediaUse'

/** Which media a document shows decides which files anyone may fetch (src/cms/publicMedia.ts). */
const fields: Field[] = [
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'author', type: 'relationship', relationTo: 'users' },
  { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'either', type: 'relationship', relationTo: ['media', 'users'] },
  {
    name: 'section',
    type: 'group',
    fields: [
      {
        name: 'rows',
        type: 'array',
        fields: [{ type: 'row', fields: [{ name: 'photo', type: 'upload', relationTo: 'media' }] }],
      },
    ],
  },
  {
    name: 'body',
    type: 'blocks',
    localized: true,
    blocks: [
      {
        slug: 'picture',
        fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }],
      },
      { slug: 'text', fields: [{ name: 'text', type: 'text' }] },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      { label: 'Unnamed', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] },
      {
        name: 'seo',
        localized: true,
        fields: [{ name: 'share', type: 'upload', relationTo: 'media' }],
      },
    ],
  },
  { name: 'rich', type: 'richText' },
]

describe('mediaIdsIn', () => {
  it('finds uploads at any depth, in every language, and nothing of other collections', () => {
    const doc = {
      image: 1,
      author: 99,
      gallery: [2, { id: 3, url: '/api/media/file/three.png' }],
      either: { relationTo: 'media', value: 4 },
      section: { rows: [{ photo: 5 }, { photo: null }] },
      body: {
        nl: [
          { blockType: 'picture', picture: 6 },
          { blockType: 'text', text: '7' },
        ],
        en: [{ blockType: 'picture', picture: 8 }],
      },
      logo: 9,
      seo: { nl: { share: 10 }, fr: { share: 11 } },
      rich: {
        root: {
          children: [
            { type: 'paragraph', children: [{ type: 'text', text: '12' }] },
            { type: 'upload', relationTo: 'media', value: { id: 13 } },
            { type: 'upload', relationTo: 'documents', value: 14 },
          ],
        },
      },
    }
    expect(mediaIdsIn(fields, doc).sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 13,
    ])
  })

  it('ignores a polymorphic relation to another collection and malformed values', () => {
    const doc = {
      either: { relationTo: 'users', value: 4 },
      gallery: { nope: true },
      body: { nl: 'nonsense', en: [null, 7, { blockType: 'unknown', picture: 8 }] },
      section: [],
      seo: null,
    }
    expect(mediaIdsIn(fields, doc)).toEqual([])
    expect(mediaIdsIn(fields, null)).toEqual([])
  })

  it('knows which schemas can refer to media', () => {
    expect(refersTo(fields)).toBe(true)
    expect(refersTo([{ name: 'title', type: 'text' }])).toBe(false)
    expect(
      refersTo([{ name: 'rows', type: 'array', fields: [{ name: 'text', type: 'text' }] }]),
    ).toBe(false)
  })
})
