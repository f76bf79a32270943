import type { CollectionConfig } from 'payload'

import { answerBlocks } from '@/blocks/richBlocks'
import { richContentField } from '@/fields/richContent'
import { orderField } from '@/fields/slug'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { faqGroups, selectOptions } from '@/lib/serviceKeys'
import { contentAccess, hiddenUnless } from '@/collections/access'

/** One question and its rich answer, grouped by service key (spec §3). */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'question',
    defaultColumns: ['question', 'group', 'order'],
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection(() => ['/', '/faq']),
  fields: [
    {
      name: 'group',
      type: 'select',
      required: true,
      options: selectOptions(faqGroups),
      index: true,
    },
    orderField,
    { name: 'question', type: 'text', required: true, localized: true },
    richContentField('answer', { blocks: answerBlocks, required: true }),
  ],
}
