import Image from 'next/image'

import { asMedia } from '@/lib/media'
import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  /** Decorative images (next to a text that says the same) get an empty alt. */
  decorative?: boolean
}

/** A Payload image through next/image, with its localized alt text. */
export function CmsImage({ media, sizes, className, priority = false, decorative = false }: Props) {
  const image = asMedia(media)
  if (!image?.url || !image.width || !image.height) return null
  return (
    <Image
      src={image.url}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
