import type { CollectionConfig } from 'payload'

import { richBlocks, retentionPeriodsBlock } from '@/blocks/richBlocks'
import { richContentField } from '@/blocks/richContent'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { contentAdmin, editorialAccess } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'
import { localizedText } from '@/fields/text'

/** Free pages at `/{slug}`: careers, our story, privacy, terms, accessibility. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { nl: 'Pagina', en: 'Page' },
    plural: { nl: 'Pagina’s', en: 'Pages' },
  },
  admin: contentAdmin('title', ['title', 'slug']),
  access: editorialAccess,
  hooks: routedRecordHooks('pages'),
  versions: editorialVersions({ schedulePublish: false }),
  fields: [
    slugField(),
    localizedText('title', { nl: 'Titel', en: 'Title' }, { required: true }),
    { name: 'intro', type: 'textarea', label: { nl: 'Inleiding', en: 'Intro' }, localized: true },
    richContentField(
      'body',
      { nl: 'Inhoud', en: 'Body' },
      { blocks: [...richBlocks, retentionPeriodsBlock] },
    ),
    seoField,
  ],
}
