import type { CollectionConfig } from 'payload'

import { answerBlocks } from '@/blocks/richBlocks'
import { richContentField } from '@/blocks/richContent'
import { orderField } from '@/fields/slug'
import { revalidateRecords } from '@/cms/hooks/revalidate'
import { faqGroupOptions } from '@/fields/options'
import { contentAdmin, editorialAccess } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'
import { localizedText } from '@/fields/text'

/** One question and its rich answer, grouped by service key (spec §3). */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: {
    singular: { nl: 'Veelgestelde vraag', en: 'FAQ' },
    plural: { nl: 'Veelgestelde vragen', en: 'FAQs' },
  },
  admin: contentAdmin('question', ['question', 'group', 'order']),
  access: editorialAccess,
  defaultSort: 'order',
  hooks: revalidateRecords('faqs'),
  versions: editorialVersions({ schedulePublish: false }),
  fields: [
    {
      name: 'group',
      type: 'select',
      label: { nl: 'Groep', en: 'Group' },
      required: true,
      options: faqGroupOptions,
      index: true,
    },
    orderField,
    localizedText('question', { nl: 'Vraag', en: 'Question' }, { required: true }),
    richContentField(
      'answer',
      { nl: 'Antwoord', en: 'Answer' },
      { blocks: answerBlocks, required: true },
    ),
  ],
}
