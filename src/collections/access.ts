import type { Access } from 'payload'

/** Signed-in staff only: leads and subscribers are never public, not even their count. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Records only the site's own handlers create (through the local API). */
export const privateRecordAccess = {
  create: () => false,
  read: staffOnly,
  update: staffOnly,
  delete: staffOnly,
  readVersions: staffOnly,
} as const
