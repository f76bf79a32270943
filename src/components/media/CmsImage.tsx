import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { FieldMark } from '@/lib/editing/marks'
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
  /** The upload field it comes from, in an editor's preview (src/lib/editing). */
  mark?: FieldMark
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

/**
 * A Payload image through next/image's optimizer, with its localized alt text.
 *
 * Rendered as a plain `<img>` from next/image's `getImageProps`, not as `<Image>`: the
 * component is a client component, so every page with an image shipped its 5.7 kB
 * (gzipped) chunk and hydrated each image, for behaviour these images never use (load
 * callbacks, a blur placeholder to remove).
 */
export function CmsImage({
  media,
  sizes,
  height,
  className,
  priority = false,
  decorative = false,
  mark,
}: Props) {
  const image = asMedia(media)
  if (!image?.url || !image.width || !image.height) return null
  const shown = height
    ? { width: Math.round((height * image.width) / image.height), height }
    : { width: image.width, height: image.height, sizes }
  const { props } = getImageProps({
    src: image.url,
    alt: decorative ? '' : image.alt,
    ...shown,
    className,
    // `preload` makes the image eager; the preload link itself is ours to add (below).
    preload: priority,
    // Without `fetchPriority` the request starts at Chromium's low image priority, next
    // to the async scripts.
    fetchPriority: priority ? 'high' : undefined,
    // The optimizer fetches without the visitor's cookies, so it only gets public
    // files; an editor's preview of a not yet public image loads the file itself.
    unoptimized: !servedToEveryone(image),
  })
  if (priority) preloadImage(props)
  // `alt` named once more so lint sees it (jsx-a11y does not look into the spread).
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above
  return <img {...props} alt={props.alt} {...mark} />
}

type ImgProps = ReturnType<typeof getImageProps>['props']

/**
 * The hero's `<head>` preload, at high priority as its `<img>`, which `<Image preload>`
 * adds, so its request starts while the HTML still arrives. With a srcset React writes
 * the link without `href`.
 */
function preloadImage({ src, srcSet, sizes }: ImgProps) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
}
