import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  APIError,
  type CollectionBeforeValidateHook,
  type Field,
  type FieldHook,
  type Option,
} from 'payload'

import { redirectsChanged } from '@/cms/hooks/redirects'
import { inTurnWithin, publicPaths, redirectTarget } from '@/cms/routing'
import { editsContent, hiddenUnless } from '@/cms/access'
import type { AdminLabel } from '@/fields/text'
import { editorialCollections, isRoutedCollection, recordPath } from '@/lib/editorial'
import { normalizePath, redirectProblem } from '@/lib/routes/redirects'

const routed = editorialCollections.filter(isRoutedCollection)

/** `from` as the proxy compares it: one leading slash, no trailing slash, no query. */
const normalizeFrom: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalizePath(value) : value

/**
 * A 400 whose message reaches the editor. It carries its own name: Payload's error
 * handler passes a message on by the error's name, which minification empties for
 * anonymous subclasses, and tells its classes apart by instance, which the server
 * bundles break (they hold separate copies of Payload).
 */
function refusal(message: string): APIError {
  const error = new APIError(message, 400, null, true)
  error.name = 'RedirectRefused'
  return error
}

/**
 * Refuses a redirect over a published page, and one that leads back to itself, with a
 * Dutch message the admin shows. A hook rather than the field's validate: the admin
 * names only the field for a failed validation (the message is lost between the server
 * bundles), a public error keeps its words.
 */
const refuseBadRedirect: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const raw = typeof data?.from === 'string' ? data.from : originalDoc?.from
  if (typeof raw !== 'string' || !raw.trim()) throw refusal('Vul het oude pad in.')
  const from = normalizePath(raw)
  const id = originalDoc?.id as number | undefined
  const [live, others] = await inTurnWithin(req, [
    () => publicPaths(req.payload, req),
    () =>
      req.payload.find({
        collection: 'redirects',
        depth: 1,
        pagination: false,
        where: id === undefined ? undefined : { id: { not_equals: id } },
        req,
      }),
  ])
  const to = await targetOf({ to: data?.to ?? originalDoc?.to }, req)
  const rules = new Map(
    others.docs.map((doc) => [normalizePath(doc.from), redirectTarget(doc)?.to ?? null]),
  )
  const problem =
    redirectProblem({ from, to, livePaths: new Set(live), rules }) ??
    (to === from ? 'Een redirect kan niet naar zichzelf leiden.' : null)
  if (problem) throw refusal(problem)
  return data
}

/** The locale-free path a redirect being saved leads to (null: another site, or none yet). */
async function targetOf(
  data: unknown,
  req: Parameters<CollectionBeforeValidateHook>[0]['req'],
): Promise<string | null> {
  const to = (data as { to?: { type?: string; url?: string; reference?: unknown } })?.to
  if (to?.type === 'custom') return to.url?.startsWith('/') ? normalizePath(to.url) : null
  const reference = to?.reference as { relationTo?: string; value?: unknown } | undefined
  if (!reference?.relationTo || !isRoutedCollection(reference.relationTo)) return null
  const { relationTo, value } = reference
  const doc =
    typeof value === 'object' && value !== null
      ? (value as { slug?: unknown })
      : await req.payload
          .findByID({ collection: relationTo, id: value as number, depth: 0, draft: true, req })
          .catch(() => null)
  return typeof doc?.slug === 'string' ? recordPath(relationTo, doc.slug) : null
}

/** Gives the options with a label here that label; the values stay the plugin's. */
function relabel(options: Option[], labels: Record<string, AdminLabel>): Option[] {
  return options.map((option) => {
    if (typeof option === 'string') return option
    const label = labels[option.value]
    return label ? { ...option, label } : option
  })
}

/** The plugin's destination fields, labelled in Dutch and English (it has no Dutch of its own). */
function labelledDestination(field: Field): Field {
  if (!('name' in field)) return field
  if (field.name === 'type' && field.type === 'radio') {
    return {
      ...field,
      label: { nl: 'Soort bestemming', en: 'Destination type' },
      options: relabel(field.options, {
        reference: { nl: 'Pagina op deze site', en: 'Page on this site' },
        custom: { nl: 'Eigen URL', en: 'Custom URL' },
      }),
    }
  }
  if (field.name === 'reference' && field.type === 'relationship') {
    return { ...field, label: { nl: 'Pagina om naar te verwijzen', en: 'Document to redirect to' } }
  }
  if (field.name === 'url' && field.type === 'text') {
    return { ...field, label: { nl: 'Eigen URL', en: 'Custom URL' } }
  }
  return field
}

function dutchFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text' && !field.hasMany) {
      return {
        ...field,
        label: { nl: 'Van (oud pad)', en: 'From (old path)' },
        admin: {
          description:
            'Het Nederlandse pad, bijvoorbeeld /cases/oude-naam. Een redirect naar een pagina geldt ook voor /en/… en /fr/….',
        },
        hooks: { beforeValidate: [normalizeFrom] },
      }
    }
    if (field.name === 'to' && field.type === 'group') {
      return { ...field, fields: field.fields.map(labelledDestination) }
    }
    if (field.name === 'type' && field.type === 'select') {
      return {
        ...field,
        label: { nl: 'Soort redirect', en: 'Redirect type' },
        options: relabel(field.options, {
          '301': { nl: '301 - Permanent', en: '301 - Permanent' },
          '302': { nl: '302 - Tijdelijk', en: '302 - Temporary' },
        }),
        defaultValue: '301',
      }
    }
    return field
  })
}

/**
 * Payload's redirects plugin: editors add redirects in the admin; saving one rewrites
 * the proxy's rules at once (src/lib/routes/redirects.ts). A changed slug adds its own
 * (src/cms/hooks/redirects.ts).
 */
export const redirects = redirectsPlugin({
  collections: routed,
  redirectTypes: ['301', '302'],
  overrides: {
    labels: {
      singular: { nl: 'Redirect', en: 'Redirect' },
      plural: { nl: 'Redirects', en: 'Redirects' },
    },
    access: {
      read: editsContent,
      create: editsContent,
      update: editsContent,
      delete: editsContent,
    },
    admin: {
      hidden: hiddenUnless('admin', 'editor'),
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description: 'Oude adressen die naar een pagina of een andere URL doorverwijzen.',
    },
    hooks: { ...redirectsChanged, beforeValidate: [refuseBadRedirect] },
    fields: dutchFields,
  },
})
