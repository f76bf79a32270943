import type { Field } from 'payload'

import { imageField } from '@/fields/image'
import { listField } from '@/fields/list'
import { seoField } from '@/fields/seo'
import { localizedText as text, type AdminLabel } from '@/fields/text'
import { editorialGlobal } from '@/globals/editorialGlobal'

const heading = { nl: 'Kop', en: 'Heading' }
const intro = { nl: 'Inleiding', en: 'Intro' }

/** A section of the home page that opens with a heading and an intro. */
const introduced = (name: string, label: AdminLabel): Field => ({
  name,
  type: 'group',
  label,
  fields: [text('heading', heading), text('intro', intro, { type: 'textarea' })],
})

export const Home = editorialGlobal('home', { nl: 'Homepagina', en: 'Home' }, [
  {
    name: 'hero',
    type: 'group',
    label: { nl: 'Openingsbeeld (hero)', en: 'Hero' },
    fields: [
      text('title', { nl: 'Titel', en: 'Title' }),
      {
        name: 'rotatingWords',
        type: 'array',
        label: { nl: 'Wisselende woorden', en: 'Rotating words' },
        labels: { singular: { nl: 'Woord', en: 'Word' }, plural: { nl: 'Woorden', en: 'Words' } },
        admin: { description: 'DIGITAL → ECOMMERCE → WEB' },
        fields: [
          { name: 'word', type: 'text', label: { nl: 'Woord', en: 'Word' }, required: true },
        ],
      },
      text('intro', { nl: 'Inleiding', en: 'Intro' }, { type: 'textarea' }),
      text('primaryCta', { nl: 'Hoofdknop', en: 'Primary button' }),
      text('secondaryCta', { nl: 'Tweede knop', en: 'Secondary button' }),
    ],
  },
  {
    name: 'about',
    type: 'group',
    label: { nl: 'Over ons', en: 'About' },
    fields: [
      text('heading', heading),
      text('text', { nl: 'Tekst', en: 'Text' }, { type: 'textarea' }),
      listField(
        'stats',
        { nl: 'Kerncijfers', en: 'Stats' },
        {
          singular: { nl: 'Kerncijfer', en: 'Stat' },
          plural: { nl: 'Kerncijfers', en: 'Stats' },
        },
        [
          {
            name: 'number',
            type: 'text',
            label: { nl: 'Getal of woord', en: 'Number' },
            required: true,
          },
          text('text', { nl: 'Tekst', en: 'Text' }),
        ],
      ),
    ],
  },
  introduced('services', { nl: 'Diensten', en: 'Services' }),
  {
    name: 'contact',
    type: 'group',
    label: { nl: 'Contact', en: 'Contact' },
    fields: [
      text('heading', heading),
      text('text', { nl: 'Tekst', en: 'Text' }, { type: 'textarea' }),
      text('button', { nl: 'Knop', en: 'Button' }),
    ],
  },
  introduced('work', { nl: 'Ons werk', en: 'Work' }),
  {
    name: 'partners',
    type: 'group',
    label: { nl: 'Partners', en: 'Partners' },
    fields: [
      text('heading', heading),
      listField(
        'logos',
        { nl: 'Logo’s', en: 'Logos' },
        { singular: { nl: 'Logo', en: 'Logo' }, plural: { nl: 'Logo’s', en: 'Logos' } },
        [
          { name: 'name', type: 'text', label: { nl: 'Naam', en: 'Name' }, required: true },
          imageField('logo', { required: true, label: { nl: 'Logo', en: 'Logo' } }),
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
  {
    name: 'faqs',
    type: 'group',
    label: { nl: 'Veelgestelde vragen', en: 'FAQs' },
    fields: [text('heading', heading)],
  },
  seoField,
])
