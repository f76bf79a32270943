import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FieldHook, TextFieldSingleValidation } from 'payload'

import { redirectsChanged } from '@/cms/hooks/redirects'
import { publicPaths, redirectTarget } from '@/cms/routing'
import { editsContent, hiddenUnless } from '@/collections/access'
import { editorialCollections, isRoutedCollection, recordPath } from '@/lib/editorial'
import { normalizePath, redirectProblem } from '@/lib/routes/redirects'

const routed = editorialCollections.filter(isRoutedCollection)

/** `from` as the proxy compares it: one leading slash, no trailing slash, no query. */
const normalizeFrom: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalizePath(value) : value

/** Refuses a redirect over a published page, and one that leads back to itself. */
const validateFrom: TextFieldSingleValidation = async (value, { data, req, id }) => {
  if (typeof value !== 'string' || !value.trim()) return 'Vul het oude pad in.'
  const from = normalizePath(value)
  const [live, others] = await Promise.all([
    publicPaths(req.payload, req),
    req.payload.find({
      collection: 'redirects',
      depth: 1,
      pagination: false,
      where: id === undefined ? undefined : { id: { not_equals: id } },
      req,
    }),
  ])
  const target = await targetOf(data, req)
  const rules = new Map(
    others.docs.map((doc) => [normalizePath(doc.from), redirectTarget(doc)?.to ?? null]),
  )
  return (
    redirectProblem({ from, to: target, livePaths: new Set(live), rules }) ??
    (target === from ? 'Een redirect kan niet naar zichzelf leiden.' : true)
  )
}

/** The locale-free path a redirect being saved leads to (null: another site, or none yet). */
async function targetOf(
  data: unknown,
  req: Parameters<TextFieldSingleValidation>[1]['req'],
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

function dutchFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text' && !field.hasMany) {
      return {
        ...field,
        label: 'Van (oud pad)',
        admin: {
          description:
            'Het Nederlandse pad, bijvoorbeeld /cases/oude-naam. Een redirect naar een pagina geldt ook voor /en/… en /fr/….',
        },
        hooks: { beforeValidate: [normalizeFrom] },
        validate: validateFrom,
      }
    }
    if (field.name === 'type' && field.type === 'select') {
      return { ...field, label: 'Soort', defaultValue: '301' }
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
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: {
      read: editsContent,
      create: editsContent,
      update: editsContent,
      delete: editsContent,
    },
    admin: {
      hidden: hiddenUnless('admin', 'editor'),
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description: 'Oude adressen die naar een pagina of een andere URL doorverwijzen.',
    },
    hooks: redirectsChanged,
    fields: dutchFields,
  },
})
