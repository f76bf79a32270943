import type { Media } from '@/payload-types'

/** A populated upload, or null when the relation is missing or only an id. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}
