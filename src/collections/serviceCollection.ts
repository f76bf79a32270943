import type { CollectionConfig, Field } from 'payload'

import { richContentField } from '@/blocks/richContent'
import { routeField } from '@/fields/route'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { localizedText, type AdminLabel } from '@/fields/text'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { contentAdmin, editorialAccess } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'

type ServiceCollection = {
  slug: 'services' | 'digital-marketing-services'
  /** A shorter table name where Payload's derived ones would be too long for PostgreSQL. */
  dbName?: string
  labels: { singular: AdminLabel; plural: AdminLabel }
  /** Where its pages live: `{basePath}/{slug}`. */
  basePath: string
  /** Fields of this kind of service only, between the body and the SEO fields. */
  extraFields?: Field[]
}

/**
 * A collection of service pages: the main services and the digital-marketing
 * sub-services are edited, routed, versioned and revalidated alike.
 */
export function serviceCollection({
  slug,
  dbName,
  labels,
  basePath,
  extraFields = [],
}: ServiceCollection): CollectionConfig {
  return {
    slug,
    ...(dbName ? { dbName } : {}),
    labels,
    admin: contentAdmin('title', ['title', 'route', 'order']),
    access: editorialAccess,
    defaultSort: 'order',
    hooks: routedRecordHooks(slug),
    versions: editorialVersions({ schedulePublish: false }),
    fields: [
      slugField(),
      orderField,
      routeField(basePath),
      localizedText('title', { nl: 'Titel', en: 'Title' }, { required: true }),
      localizedText(
        'description',
        { nl: 'Beschrijving', en: 'Description' },
        { type: 'textarea', required: true },
      ),
      richContentField('body', { nl: 'Inhoud', en: 'Body' }),
      ...extraFields,
      seoField,
    ],
  }
}
