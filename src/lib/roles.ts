/**
 * Staff roles (saved on the account and in its session token):
 * - admin: everything, including accounts and the site settings;
 * - editor: all content, media and redirects; no leads, quote requests, subscribers
 *   or other accounts;
 * - sales: leads, quote requests and subscribers (read, follow up: status, owner, notes; export); no
 *   content edits.
 * What each role may do is decided in src/cms/access.ts (collection, global and field
 * access); this file only answers who has which role, for that and for the run time.
 */
export const staffRoles = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof staffRoles)[number]

export function hasRole(user: unknown, ...wanted: StaffRole[]): boolean {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) && roles.some((role) => wanted.includes(role as StaffRole))
}
