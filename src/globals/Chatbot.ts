import type { Field, SelectField } from 'payload'

import { listField } from '@/fields/list'
import { chatbotGoalOptions, chatbotServiceOptions } from '@/fields/options'
import { localizedText as text } from '@/fields/text'
import { editorialGlobal } from '@/globals/editorialGlobal'

const heading = { nl: 'Kop', en: 'Heading' }
const key = { nl: 'Sleutel', en: 'Key' }
const buttonText = { nl: 'Tekst op de knop', en: 'Button text' }

/** Which answer or service a row stands for. */
const keyField = (options: SelectField['options']): Field => ({
  name: 'key',
  type: 'select',
  label: key,
  required: true,
  options,
})

/** Everything the quote assistant says (spec §3 chatbot content). */
export const Chatbot = editorialGlobal(
  'chatbot',
  { nl: 'Chatbot (offerte-assistent)', en: 'Chatbot' },
  [
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
    listField(
      'answerOptions',
      { nl: 'Antwoordopties (doel)', en: 'Answer options (goal)' },
      {
        singular: { nl: 'Antwoordoptie', en: 'Answer option' },
        plural: { nl: 'Antwoordopties', en: 'Answer options' },
      },
      [keyField(chatbotGoalOptions), text('label', buttonText)],
    ),
    listField(
      'serviceChoices',
      { nl: 'Dienstkeuzes', en: 'Service choices' },
      {
        singular: { nl: 'Dienstkeuze', en: 'Service choice' },
        plural: { nl: 'Dienstkeuzes', en: 'Service choices' },
      },
      [
        keyField(chatbotServiceOptions),
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
        listField(
          'faqs',
          { nl: 'Veelgestelde vragen', en: 'FAQs' },
          { singular: { nl: 'Vraag', en: 'Question' }, plural: { nl: 'Vragen', en: 'Questions' } },
          [
            text('question', { nl: 'Vraag', en: 'Question' }),
            text('answer', { nl: 'Antwoord', en: 'Answer' }, { type: 'textarea' }),
          ],
        ),
      ],
    ),
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
)
