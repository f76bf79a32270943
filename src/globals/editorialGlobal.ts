import type { Field, GlobalConfig } from 'payload'

import type { AdminLabel } from '@/fields/text'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalAccess, hiddenUnless } from '@/cms/access'
import { editorialGlobalVersions } from '@/cms/versions'

/**
 * A global of a page's texts: editors and admins write it (drafts, versions), visitors
 * read what is published, and publishing it refreshes the pages that show it.
 */
export function editorialGlobal(slug: string, label: AdminLabel, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    access: editorialGlobalAccess,
    admin: { hidden: hiddenUnless('admin', 'editor') },
    hooks: revalidateGlobal(slug),
    versions: editorialGlobalVersions,
    fields,
  }
}
