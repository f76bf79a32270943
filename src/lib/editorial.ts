/**
 * The content editors draft, preview and publish (Payload drafts and versions), and
 * where each record is shown. Pure: the CMS schema, the queries, the preview and the
 * redirects all read it.
 */
export const editorialCollections = [
  'case-studies',
  'blog-posts',
  'services',
  'digital-marketing-services',
  'pages',
  'faqs',
] as const
export type EditorialCollection = (typeof editorialCollections)[number]

/** Publishing and unpublishing can be scheduled for these (Payload's schedulePublish). */
export const scheduledCollections = ['blog-posts', 'case-studies'] as const

export const editorialGlobals = ['home', 'about', 'site-settings', 'chatbot'] as const
export type EditorialGlobal = (typeof editorialGlobals)[number]

/** Collections with a page of their own per record, at `{base}/{slug}`. */
export const routedCollections = {
  'case-studies': '/cases',
  'blog-posts': '/blogs',
  services: '/services',
  'digital-marketing-services': '/services/digital-marketing',
  pages: '',
} as const
export type RoutedCollection = keyof typeof routedCollections

export function isRoutedCollection(value: string): value is RoutedCollection {
  return value in routedCollections
}

/** The locale-free path of a routed record. */
export function recordPath(collection: RoutedCollection, slug: string): string {
  return `${routedCollections[collection]}/${slug}`
}

/** Where an editor previews a record or global: the page that shows it (locale-free). */
export function previewPath(entity: string, doc: { slug?: unknown } | null | undefined): string {
  if (isRoutedCollection(entity) && typeof doc?.slug === 'string' && doc.slug) {
    return recordPath(entity, doc.slug)
  }
  const pages: Record<string, string> = { faqs: '/faq', about: '/over-ons' }
  return pages[entity] ?? '/'
}

/**
 * Fields whose change alters a listing (which records an overview, a filter, the home
 * page or a previous/next link shows, and in what order), per collection. Any other
 * field only changes the pages that show the record itself.
 */
export const listingFields: Record<string, readonly string[]> = {
  'case-studies': ['slug', 'order', 'featured', 'tags'],
  'blog-posts': ['slug', 'date', 'category', 'featured'],
  services: ['slug', 'order'],
  'digital-marketing-services': ['slug', 'order'],
  pages: ['slug'],
  faqs: ['order', 'group'],
  testimonials: [],
  'case-filter-tags': ['serviceKey'],
}
