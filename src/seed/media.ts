import type { Payload } from 'payload'

import { locales, type Locale } from '@/lib/i18n/locales'

import { renderSeedImage, seedImageName } from './images'

type MediaSlot = { $media: string; alt: Record<Locale, string> }

function isMediaSlot(value: unknown): value is MediaSlot {
  return typeof value === 'object' && value !== null && '$media' in value
}

/** Creates (once) the generated image for a slot, with its alt text in every language. */
async function mediaId(payload: Payload, slot: MediaSlot): Promise<number | string> {
  const name = seedImageName(slot.$media)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await renderSeedImage(slot.$media)
  const [first, ...rest] = locales
  const doc = await payload.create({
    collection: 'media',
    locale: first,
    data: { alt: slot.alt[first] },
    file: { data, mimetype: 'image/webp', name, size: data.length },
    context: { disableRevalidate: true },
  })
  for (const locale of rest) {
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale,
      data: { alt: slot.alt[locale] },
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
