import type { Field } from 'payload'

import { imageField } from '@/fields/image'
import { listField } from '@/fields/list'
import { seoField } from '@/fields/seo'
import { localizedText as text, type AdminLabel } from '@/fields/text'
import { editorialGlobal } from '@/globals/editorialGlobal'

const heading = { nl: 'Kop', en: 'Heading' }
const title = { nl: 'Titel', en: 'Title' }
const body = { nl: 'Tekst', en: 'Text' }

const steps = (name: string, label: AdminLabel): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    text('heading', heading),
    listField(
      'steps',
      { nl: 'Stappen', en: 'Steps' },
      { singular: { nl: 'Stap', en: 'Step' }, plural: { nl: 'Stappen', en: 'Steps' } },
      [text('title', title), text('text', body, { type: 'textarea' })],
    ),
  ],
})

/** The about-us page (`/over-ons`): header, features, why/how steps, team (spec §2). */
export const About = editorialGlobal('about', { nl: 'Over ons', en: 'About' }, [
  {
    name: 'header',
    type: 'group',
    label: { nl: 'Kop van de pagina', en: 'Header' },
    fields: [
      text('title', title),
      text('intro', { nl: 'Inleiding', en: 'Intro' }, { type: 'textarea' }),
      imageField('image', { label: { nl: 'Afbeelding', en: 'Image' } }),
    ],
  },
  listField(
    'features',
    { nl: 'Kenmerken', en: 'Features' },
    { singular: { nl: 'Kenmerk', en: 'Feature' }, plural: { nl: 'Kenmerken', en: 'Features' } },
    [text('title', title), text('text', body, { type: 'textarea' })],
  ),
  steps('why', { nl: 'Waarom wij', en: 'Why us' }),
  steps('how', { nl: 'Hoe we werken', en: 'How we work' }),
  {
    name: 'team',
    type: 'group',
    label: { nl: 'Team', en: 'Team' },
    fields: [
      text('heading', heading),
      listField(
        'members',
        { nl: 'Teamleden', en: 'Members' },
        { singular: { nl: 'Teamlid', en: 'Member' }, plural: { nl: 'Teamleden', en: 'Members' } },
        [
          { name: 'name', type: 'text', label: { nl: 'Naam', en: 'Name' }, required: true },
          text('role', { nl: 'Functie', en: 'Role' }),
          text('bio', { nl: 'Bio', en: 'Bio' }, { type: 'textarea' }),
          imageField('photo', { label: { nl: 'Foto', en: 'Photo' } }),
        ],
      ),
    ],
  },
  {
    name: 'testimonials',
    type: 'group',
    label: { nl: 'Klantervaringen', en: 'Testimonials' },
    fields: [text('heading', heading)],
  },
  seoField,
])
