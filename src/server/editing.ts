import 'server-only'

import { cookies, headers } from 'next/headers'
import {
  getRequestLanguage,
  type Access,
  type CollectionSlug,
  type Field,
  type GlobalSlug,
  type PayloadRequest,
} from 'payload'

import { payloadClient } from '@/cms/client'
import { fieldLabel } from '@/lib/editing/fieldLabel'
import type { Editable } from '@/lib/editing/marks'

import { previewer } from './preview'

/*
 * Click to edit (docs/operations.md, "Editing"): in an editor's preview, the documents the editor may
 * change, for the page's components to mark the fields they show (src/lib/editing). Every
 * other render, a visitor's above all, gets `undefined`: no mark, no path, no script.
 */

type Shown = { id?: number | string | null }

async function editable(
  doc: string,
  fields: Field[] | undefined,
  update: Access | undefined,
  data: Shown,
): Promise<Editable | undefined> {
  const user = await previewer()
  if (!user || !fields || !update) return undefined
  const payload = await payloadClient()
  // The same access the admin applies: editors do not get the site settings, for one.
  const req = { user, payload } as PayloadRequest
  if ((await update({ req, data })) !== true) return undefined
  // The admin's language: its cookie, else the browser's, as Payload's own views read it.
  const language = getRequestLanguage({
    config: payload.config,
    cookies: await cookies(),
    headers: await headers(),
  })
  return { doc, label: (path) => fieldLabel(fields, path, data, language) }
}

/** A record of a collection, editable in this preview, or `undefined`. */
export async function editableRecord(
  collection: CollectionSlug,
  record: Shown,
): Promise<Editable | undefined> {
  if (!(await previewer()) || record.id === null || record.id === undefined) return undefined
  const config = (await payloadClient()).collections[collection]?.config
  return editable(
    `collections/${collection}/${record.id}`,
    config?.fields,
    config?.access.update,
    record,
  )
}

/** A global, editable in this preview, or `undefined`. */
export async function editableGlobal(slug: GlobalSlug, data: Shown): Promise<Editable | undefined> {
  if (!(await previewer())) return undefined
  const config = (await payloadClient()).globals.config.find((global) => global.slug === slug)
  return editable(`globals/${slug}`, config?.fields, config?.access.update, data)
}

/** Each of a list's records that is editable in this preview, by id (FAQs on a page). */
export async function editableRecords(
  collection: CollectionSlug,
  records: readonly Shown[],
): Promise<Record<string, Editable>> {
  if (!(await previewer())) return {}
  const found = await Promise.all(records.map((record) => editableRecord(collection, record)))
  return Object.fromEntries(
    found.flatMap((edit, index) => (edit ? [[String(records[index]?.id), edit]] : [])),
  )
}
