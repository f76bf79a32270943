import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Drafts with autosave (what the live preview shows while the editor types), a version
 * history to compare and restore, and, where asked, publishing and unpublishing
 * scheduled on the jobs queue. Visitors only ever see the published version
 * (src/cms/access.ts, src/server/queries.ts).
 */
const autosave = { interval: 400 }

export function editorialVersions({
  schedulePublish,
}: {
  schedulePublish: boolean
}): CollectionConfig['versions'] {
  return { drafts: { autosave, schedulePublish }, maxPerDoc: 50 }
}

export const editorialGlobalVersions: GlobalConfig['versions'] = {
  drafts: { autosave },
  max: 50,
}
