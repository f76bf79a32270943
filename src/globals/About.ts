import type { Field, GlobalConfig } from 'payload'

import { localizedText as text } from '@/fields/text'

import { imageField } from '@/fields/image'
import { seoField } from '@/fields/seo'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalVersions } from '@/collections/versions'
import { editorialGlobalAccess, hiddenUnless } from '@/collections/access'

const steps = (name: string): Field => ({
  name,
  type: 'group',
  fields: [
    text('heading'),
    { name: 'steps', type: 'array', fields: [text('title'), text('text', 'textarea')] },
  ],
})

/** The about-us page (`/over-ons`): header, features, why/how steps, team (spec §2). */
export const About: GlobalConfig = {
  slug: 'about',
  access: editorialGlobalAccess,
  admin: { hidden: hiddenUnless('admin', 'editor') },
  hooks: revalidateGlobal('about'),
  versions: editorialGlobalVersions,
  fields: [
    {
      name: 'header',
      type: 'group',
      fields: [text('title'), text('intro', 'textarea'), imageField('image')],
    },
    { name: 'features', type: 'array', fields: [text('title'), text('text', 'textarea')] },
    steps('why'),
    steps('how'),
    {
      name: 'team',
      type: 'group',
      fields: [
        text('heading'),
        {
          name: 'members',
          type: 'array',
          fields: [
            { name: 'name', type: 'text', required: true },
            text('role'),
            text('bio', 'textarea'),
            imageField('photo'),
          ],
        },
      ],
    },
    { name: 'testimonials', type: 'group', fields: [text('heading')] },
    seoField,
  ],
}
