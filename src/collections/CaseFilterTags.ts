import type { CollectionConfig } from 'payload'

import { revalidateRecords } from '@/cms/hooks/revalidate'
import { caseServiceOptions } from '@/fields/options'
import { contentAccess, contentAdmin } from '@/cms/access'
import { localizedText } from '@/fields/text'

/** The label of each filter tab on the case-study overview (spec §3). */
export const CaseFilterTags: CollectionConfig = {
  slug: 'case-filter-tags',
  labels: {
    singular: { nl: 'Casefilter', en: 'Case Filter Tag' },
    plural: { nl: 'Casefilters', en: 'Case Filter Tags' },
  },
  admin: contentAdmin('name', ['name', 'serviceKey']),
  access: contentAccess,
  hooks: revalidateRecords('case-filter-tags'),
  fields: [
    {
      name: 'serviceKey',
      type: 'select',
      label: { nl: 'Dienst', en: 'Service' },
      required: true,
      unique: true,
      options: caseServiceOptions,
    },
    localizedText(
      'name',
      { nl: 'Naam op het filtertabblad', en: 'Name on the filter tab' },
      { required: true },
    ),
  ],
}
