import type { Media } from '@/payload-types'

/** A populated upload, or null when the relation is missing or only an id. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/**
 * Whether anyone may fetch the file (src/collections/Media.ts): staff marked it public,
 * or published content shows it. Only such files go through next/image's optimizer,
 * which fetches them without the visitor's cookies.
 */
export function servedToEveryone(media: Pick<Media, 'isPublic' | 'inPublishedContent'>): boolean {
  return Boolean(media.isPublic || media.inPublishedContent)
}
