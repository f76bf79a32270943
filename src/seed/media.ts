import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { locales, type Locale } from '@/lib/i18n/locales'

import { seedRoot } from './files'
import { renderSeedImage, seedImageName } from './images'

/** A generated image (`$media`) or a committed file under content/seed (`$file`, e.g. a video). */
type MediaSlot =
  { $media: string; alt: Record<Locale, string> } | { $file: string; alt: Record<Locale, string> }

function isMediaSlot(value: unknown): value is MediaSlot {
  return typeof value === 'object' && value !== null && ('$media' in value || '$file' in value)
}

const mimeTypes: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
}

function slotFile(slot: MediaSlot): {
  name: string
  data: () => Promise<Buffer>
  mimetype: string
} {
  if ('$file' in slot) {
    const file = path.join(seedRoot, slot.$file)
    const name = slot.$file.replaceAll('/', '-')
    return {
      name,
      data: () => readFile(file),
      mimetype: mimeTypes[path.extname(file)] ?? 'application/octet-stream',
    }
  }
  return {
    name: seedImageName(slot.$media),
    data: () => renderSeedImage(slot.$media),
    mimetype: 'image/webp',
  }
}

/** Creates (once) the media document of a slot, with its alt text in every language. */
async function mediaId(payload: Payload, slot: MediaSlot): Promise<number | string> {
  const { name, data: load, mimetype } = slotFile(slot)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await load()
  const [first, ...rest] = locales
  const doc = await payload.create({
    collection: 'media',
    locale: first,
    data: { alt: slot.alt[first] },
    file: { data, mimetype, name, size: data.length },
    context: { disableRevalidate: true },
  })
  for (const locale of rest) {
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale,
      data: { alt: slot.alt[locale] },
      context: { disableRevalidate: true },
    })
  }
  return doc.id
}

/** Replaces every `{ $media, alt }` in a seed record by the id of its media document. */
export async function resolveMedia(payload: Payload, value: unknown): Promise<unknown> {
  if (isMediaSlot(value)) return mediaId(payload, value)
  if (Array.isArray(value)) {
    const out = []
    for (const item of value) out.push(await resolveMedia(payload, item))
    return out
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = await resolveMedia(payload, item)
    return out
  }
  return value
}
