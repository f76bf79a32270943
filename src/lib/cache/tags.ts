import { listingFields } from '@/lib/editorial'

/*
 * Cache tags: a rendered page carries the tag of every record, global and media item
 * it shows, and the list tag of every collection whose selection or order it shows
 * (an overview, a filter, previous/next links). Saving something expires exactly the
 * pages with its tags (src/cms/hooks/revalidate.ts).
 */
export const cacheTags = {
  record: (collection: string, id: number | string) => `${collection}:${id}`,
  list: (collection: string) => `list:${collection}`,
  global: (slug: string) => `global:${slug}`,
  media: (id: number | string) => `media:${id}`,
} as const

type Doc = { id: number | string }

/** The tags of records shown: each record, the media they embed, and their list if given. */
export function tagsOfRecords(
  collection: string,
  docs: readonly Doc[],
  { listed }: { listed: boolean },
): string[] {
  return [
    ...(listed ? [cacheTags.list(collection)] : []),
    ...docs.map((doc) => cacheTags.record(collection, doc.id)),
    ...mediaIds(docs).map(cacheTags.media),
  ]
}

/** The tags of a global shown: itself and the media it embeds. */
export function tagsOfGlobal(slug: string, doc: unknown): string[] {
  return [cacheTags.global(slug), ...mediaIds(doc).map(cacheTags.media)]
}

/** Media items inside a populated document: every object shaped like a media record. */
export function mediaIds(value: unknown, found = new Set<number | string>()): (number | string)[] {
  if (Array.isArray(value)) {
    for (const item of value) mediaIds(item, found)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const isMedia =
      (typeof record.id === 'number' || typeof record.id === 'string') &&
      typeof record.filename === 'string' &&
      typeof record.mimeType === 'string'
    if (isMedia) found.add(record.id as number | string)
    else for (const item of Object.values(record)) mediaIds(item, found)
  }
  return [...found]
}

/** Whether a change moves a record in or out of a listing, or within it. */
export function changesListing(
  collection: string,
  doc: Record<string, unknown>,
  previous: Record<string, unknown> | null | undefined,
): boolean {
  if (!previous) return true
  if (doc._status !== previous._status) return true
  const fields = listingFields[collection] ?? []
  return fields.some((field) => JSON.stringify(doc[field]) !== JSON.stringify(previous[field]))
}
