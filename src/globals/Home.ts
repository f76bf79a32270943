import type { GlobalConfig } from 'payload'

import { localizedText as text } from '@/fields/text'

import { imageField } from '@/fields/image'
import { seoField } from '@/fields/seo'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalVersions } from '@/collections/versions'
import { editorialGlobalAccess, hiddenUnless } from '@/collections/access'

export const Home: GlobalConfig = {
  slug: 'home',
  access: editorialGlobalAccess,
  admin: { hidden: hiddenUnless('admin', 'editor') },
  hooks: revalidateGlobal('home'),
  versions: editorialGlobalVersions,
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        text('title'),
        {
          name: 'rotatingWords',
          type: 'array',
          admin: { description: 'DIGITAL → ECOMMERCE → WEB' },
          fields: [{ name: 'word', type: 'text', required: true }],
        },
        text('intro', 'textarea'),
        text('primaryCta'),
        text('secondaryCta'),
      ],
    },
    {
      name: 'about',
      type: 'group',
      fields: [
        text('heading'),
        text('text', 'textarea'),
        {
          name: 'stats',
          type: 'array',
          fields: [{ name: 'number', type: 'text', required: true }, text('text')],
        },
      ],
    },
    { name: 'services', type: 'group', fields: [text('heading'), text('intro', 'textarea')] },
    {
      name: 'contact',
      type: 'group',
      fields: [text('heading'), text('text', 'textarea'), text('button')],
    },
    { name: 'work', type: 'group', fields: [text('heading'), text('intro', 'textarea')] },
    {
      name: 'partners',
      type: 'group',
      fields: [
        text('heading'),
        {
          name: 'logos',
          type: 'array',
          fields: [
            { name: 'name', type: 'text', required: true },
            imageField('logo', { required: true }),
          ],
        },
      ],
    },
    { name: 'testimonials', type: 'group', fields: [text('heading')] },
    { name: 'faqs', type: 'group', fields: [text('heading')] },
    seoField,
  ],
}
