import type { GlobalConfig } from 'payload'

import { localizedText as text } from '@/fields/text'
import { chatbotGoals, chatbotServices } from '@/lib/chatbot/keys'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalVersions } from '@/collections/versions'
import { editorialGlobalAccess, hiddenUnless } from '@/collections/access'

/** Everything the quote assistant says (spec §3 chatbot content). */
export const Chatbot: GlobalConfig = {
  slug: 'chatbot',
  access: editorialGlobalAccess,
  admin: { hidden: hiddenUnless('admin', 'editor') },
  hooks: revalidateGlobal('chatbot'),
  versions: editorialGlobalVersions,
  fields: [
    text('welcome', 'textarea'),
    text('emailPrompt', 'textarea'),
    text('emailRequired'),
    text('emailConfirmed', 'textarea'),
    {
      name: 'questions',
      type: 'group',
      fields: [text('goal'), text('service'), text('details'), text('location')],
    },
    {
      name: 'answerOptions',
      type: 'array',
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          options: chatbotGoals.map((value) => ({ label: value, value })),
        },
        text('label'),
      ],
    },
    {
      name: 'serviceChoices',
      type: 'array',
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          options: chatbotServices.map((value) => ({ label: value, value })),
        },
        text('label'),
        {
          name: 'recommendation',
          type: 'group',
          fields: [text('title'), text('description', 'textarea')],
        },
        { name: 'faqs', type: 'array', fields: [text('question'), text('answer', 'textarea')] },
      ],
    },
    {
      name: 'nextSteps',
      type: 'group',
      fields: [text('heading'), text('contact'), text('startOver')],
    },
    text('thankYou', 'textarea'),
  ],
}
