import type { Access, CollectionConfig, FieldAccess, Where } from 'payload'

import { hasRole, staffRoles, type StaffRole } from '@/lib/roles'

/**
 * What each staff role may do (the roles: src/lib/roles.ts), enforced here in collection,
 * global and field access, so REST, the admin and Local API calls made for a user
 * (`overrideAccess: false`) all obey it.
 */
const roleIn =
  (...wanted: StaffRole[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...wanted)

export const isAdmin = roleIn('admin')
export const editsContent = roleIn('admin', 'editor')
export const followsUpLeads = roleIn('admin', 'sales')
export const isStaff = roleIn(...staffRoles)

/** Field access: only an admin sets roles (an editor cannot make itself an admin). */
export const adminOnlyField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** The admin navigation shows a collection or global only to the roles that can use it. */
export const hiddenUnless =
  (...wanted: StaffRole[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user, ...wanted)

/**
 * The admin of a content collection: hidden from sales, who edit no content; the field
 * that names a record and the list's columns.
 */
/**
 * The admin of a collection of leads: for sales and admins, in the admin's "Leads"
 * group, its list headed by `tools` and the CSV export link.
 */
export const leadsAdmin = (useAsTitle: string, defaultColumns: string[], tools: string[] = []) =>
  ({
    hidden: hiddenUnless('admin', 'sales'),
    useAsTitle,
    defaultColumns,
    group: 'Leads',
    components: { beforeListTable: [...tools, '/components/admin/CsvExportLink#CsvExportLink'] },
  }) satisfies CollectionConfig['admin']

export const contentAdmin = (useAsTitle: string, defaultColumns: string[]) =>
  ({
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle,
    defaultColumns,
  }) satisfies CollectionConfig['admin']

/**
 * Drafts stay with the staff who write them: visitors, and the API without a session,
 * read what is published (a `?draft=true` query included); editors and admins read
 * drafts and versions too.
 */
const publishedUnlessEditor: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { _status: { equals: 'published' } }

/** What visitors see: everyone reads it, editors and admins change it. */
export const contentAccess = {
  read: () => true,
  create: editsContent,
  update: editsContent,
  delete: editsContent,
  readVersions: editsContent,
} as const

/** Content with drafts (src/cms/versions.ts): visitors read the published version. */
export const editorialAccess = { ...contentAccess, read: publishedUnlessEditor } as const

/**
 * Media (src/collections/Media.ts): editors and admins read every item. Nobody else lists
 * or reads the records (file names and alt texts of embargoed work stay inside); a file
 * itself (`/api/media/file/…`, Payload applies this Where to the file route, on disk and
 * in S3 alike) is served to anyone once staff marked it public or published content
 * shows it (src/cms/publicMedia.ts keeps that flag).
 */
const mediaRead: Access = ({ req, isReadingStaticFile }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (!isReadingStaticFile) return false
  const visible: Where[] = [
    { isPublic: { equals: true } },
    { inPublishedContent: { equals: true } },
  ]
  return { or: visible }
}

export const mediaAccess = { ...contentAccess, read: mediaRead } as const

/** Globals visitors see, edited by editors and admins. */
export const contentGlobalAccess = {
  read: () => true,
  update: editsContent,
  readVersions: editsContent,
} as const

/** Globals with drafts: visitors read the published version. */
export const editorialGlobalAccess = {
  ...contentGlobalAccess,
  read: publishedUnlessEditor,
} as const

/** The site settings: published to everyone, changed by admins only. */
export const settingsAccess = {
  read: publishedUnlessEditor,
  update: isAdmin,
  readVersions: isAdmin,
} as const

/**
 * Leads, quote requests and subscribers: personal data, never public, not even their
 * count. Only the site's own handlers create them (Local API); sales and admins follow
 * them up; only an admin deletes.
 */
export const privateRecordAccess = {
  create: () => false,
  read: followsUpLeads,
  update: followsUpLeads,
  delete: isAdmin,
  readVersions: followsUpLeads,
} as const
