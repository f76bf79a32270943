import Image from 'next/image'

import { asMedia, servedToEveryone } from '@/lib/media'
import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  className?: string
  /**
   * The page's LCP element on a phone (a case's or a post's hero image): preloaded from
   * the <head> and fetched at high priority.
   */
  priority?: boolean
  /** Decorative images (next to a text that says the same) get an empty alt. */
  decorative?: boolean
} & (
  | {
      /** How wide a fluid image shows per viewport. */
      sizes: string
      height?: never
    }
  | {
      /**
       * The CSS height of an image shown at one size (avatar, logo): the browser then
       * chooses between a 1x and a 2x file instead of reading every width in the HTML.
       */
      height: number
      sizes?: never
    }
)

/** A Payload image through next/image, with its localized alt text. */
export function CmsImage({
  media,
  sizes,
  height,
  className,
  priority = false,
  decorative = false,
}: Props) {
  const image = asMedia(media)
  if (!image?.url || !image.width || !image.height) return null
  const shown = height
    ? { width: Math.round((height * image.width) / image.height), height }
    : { width: image.width, height: image.height, sizes }
  return (
    <Image
      src={image.url}
      alt={decorative ? '' : image.alt}
      {...shown}
      className={className}
      // Next.js 16's `priority` (deprecated) and `preload` only add the <head> preload:
      // without `fetchPriority` the request starts at Chromium's low image priority,
      // next to the async scripts.
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      // The optimizer fetches without the visitor's cookies, so it only gets public
      // files; an editor's preview of a not yet public image loads the file itself.
      unoptimized={!servedToEveryone(image)}
    />
  )
}
