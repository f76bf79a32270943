import type { GlobalConfig } from 'payload'

import { localizedText as text } from '@/fields/text'
import { chatbotGoalOptions, chatbotServiceOptions } from '@/fields/options'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalVersions } from '@/cms/versions'
import { editorialGlobalAccess, hiddenUnless } from '@/cms/access'

const heading = { nl: 'Kop', en: 'Heading' }
const key = { nl: 'Sleutel', en: 'Key' }
const buttonText = { nl: 'Tekst op de knop', en: 'Button text' }

/** Everything the quote assistant says (spec §3 chatbot content). */
export const Chatbot: GlobalConfig = {
  slug: 'chatbot',
  label: { nl: 'Chatbot (offerte-assistent)', en: 'Chatbot' },
  access: editorialGlobalAccess,
  admin: { hidden: hiddenUnless('admin', 'editor') },
  hooks: revalidateGlobal('chatbot'),
  versions: editorialGlobalVersions,
  fields: [
    text('welcome', { nl: 'Welkomstbericht', en: 'Welcome message' }, { type: 'textarea' }),
    text('emailPrompt', { nl: 'Vraag om e-mailadres', en: 'Email prompt' }, { type: 'textarea' }),
    text('emailRequired', { nl: 'Melding: e-mailadres vereist', en: 'Email required notice' }),
    text(
      'emailConfirmed',
      { nl: 'Bevestiging e-mailadres', en: 'Email confirmation message' },
      { type: 'textarea' },
    ),
    {
      name: 'questions',
      type: 'group',
      label: { nl: 'Vragen', en: 'Questions' },
      fields: [
        text('goal', { nl: 'Vraag naar het doel', en: 'Goal question' }),
        text('service', { nl: 'Vraag naar de dienst', en: 'Service question' }),
        text('details', { nl: 'Vraag naar details', en: 'Details question' }),
        text('location', { nl: 'Vraag naar de locatie', en: 'Location question' }),
      ],
    },
    {
      name: 'answerOptions',
      type: 'array',
      label: { nl: 'Antwoordopties (doel)', en: 'Answer options (goal)' },
      labels: {
        singular: { nl: 'Antwoordoptie', en: 'Answer option' },
        plural: { nl: 'Antwoordopties', en: 'Answer options' },
      },
      fields: [
        {
          name: 'key',
          type: 'select',
          label: key,
          required: true,
          options: chatbotGoalOptions,
        },
        text('label', buttonText),
      ],
    },
    {
      name: 'serviceChoices',
      type: 'array',
      label: { nl: 'Dienstkeuzes', en: 'Service choices' },
      labels: {
        singular: { nl: 'Dienstkeuze', en: 'Service choice' },
        plural: { nl: 'Dienstkeuzes', en: 'Service choices' },
      },
      fields: [
        {
          name: 'key',
          type: 'select',
          label: key,
          required: true,
          options: chatbotServiceOptions,
        },
        text('label', buttonText),
        {
          name: 'recommendation',
          type: 'group',
          label: { nl: 'Aanbeveling', en: 'Recommendation' },
          fields: [
            text('title', { nl: 'Titel', en: 'Title' }),
            text('description', { nl: 'Beschrijving', en: 'Description' }, { type: 'textarea' }),
          ],
        },
        {
          name: 'faqs',
          type: 'array',
          label: { nl: 'Veelgestelde vragen', en: 'FAQs' },
          labels: {
            singular: { nl: 'Vraag', en: 'Question' },
            plural: { nl: 'Vragen', en: 'Questions' },
          },
          fields: [
            text('question', { nl: 'Vraag', en: 'Question' }),
            text('answer', { nl: 'Antwoord', en: 'Answer' }, { type: 'textarea' }),
          ],
        },
      ],
    },
    {
      name: 'nextSteps',
      type: 'group',
      label: { nl: 'Vervolgstappen', en: 'Next steps' },
      fields: [
        text('heading', heading),
        text('contact', { nl: 'Knop: contact opnemen', en: 'Contact button' }),
        text('startOver', { nl: 'Knop: opnieuw beginnen', en: 'Start-over button' }),
      ],
    },
    text('thankYou', { nl: 'Bedankbericht', en: 'Thank-you message' }, { type: 'textarea' }),
  ],
}
