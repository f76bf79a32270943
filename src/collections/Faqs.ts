import type { CollectionConfig } from 'payload'

import { answerBlocks } from '@/blocks/richBlocks'
import { richContentField } from '@/fields/richContent'
import { orderField } from '@/fields/slug'
import { revalidateRecords } from '@/cms/hooks/revalidate'
import { faqGroups, selectOptions } from '@/lib/serviceKeys'
import { editorialAccess, hiddenUnless } from '@/collections/access'
import { editorialVersions } from '@/collections/versions'

/** One question and its rich answer, grouped by service key (spec §3). */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'question',
    defaultColumns: ['question', 'group', 'order'],
  },
  access: editorialAccess,
  defaultSort: 'order',
  hooks: revalidateRecords('faqs'),
  versions: editorialVersions({ schedulePublish: false }),
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
