import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { revalidateMedia } from '@/cms/hooks/revalidate'
import { hiddenUnless, mediaAccess } from '@/cms/access'

/**
 * Images and videos, resized by sharp; alt text is required in every language. Visitors
 * get a file only once it is public (`mediaAccess`): published content shows it, or
 * staff ticked "Openbaar".
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { nl: 'Mediabestand', en: 'Media' },
    plural: { nl: 'Media', en: 'Media' },
  },
  access: mediaAccess,
  hooks: revalidateMedia,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'filename',
  },
  upload: {
    // Uploaded files; a shared folder (or object storage) when several instances run.
    staticDir: process.env.MEDIA_DIR
      ? path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR)
      : path.join(process.cwd(), 'data', 'media'),
    // Raster images and video only: an SVG served from the site's origin can carry script.
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'video/mp4',
      'video/webm',
    ],
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { nl: 'Alternatieve tekst', en: 'Alt text' },
      required: true,
      localized: true,
      admin: { description: 'Beschrijf wat er te zien is, voor wie het beeld niet ziet.' },
    },
    {
      name: 'isPublic',
      type: 'checkbox',
      label: { nl: 'Openbaar', en: 'Public' },
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Iedereen mag het bestand opvragen, ook als geen gepubliceerde pagina het toont. Beeld dat gepubliceerde content toont is altijd openbaar.',
      },
    },
    {
      name: 'inPublishedContent',
      type: 'checkbox',
      label: { nl: 'Op de gepubliceerde site', en: 'On the published site' },
      defaultValue: false,
      // Kept by src/cms/publicMedia.ts on every publish, unpublish and delete.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Wordt bijgehouden bij publiceren: aangevinkt zolang gepubliceerde content dit bestand toont.',
      },
    },
  ],
}
