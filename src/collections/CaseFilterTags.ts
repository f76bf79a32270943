import type { CollectionConfig } from 'payload'

import { revalidateRecords } from '@/cms/hooks/revalidate'
import { caseServiceKeys, selectOptions } from '@/lib/serviceKeys'
import { contentAccess, hiddenUnless } from '@/collections/access'

/** The label of each filter tab on the case-study overview (spec §3). */
export const CaseFilterTags: CollectionConfig = {
  slug: 'case-filter-tags',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'serviceKey'],
  },
  access: contentAccess,
  hooks: revalidateRecords('case-filter-tags'),
  fields: [
    {
      name: 'serviceKey',
      type: 'select',
      required: true,
      unique: true,
      options: selectOptions(caseServiceKeys),
    },
    { name: 'name', type: 'text', required: true, localized: true },
  ],
}
