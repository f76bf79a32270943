/**
 * Everything the site keeps about one person, found by email address (AVG/GDPR: the
 * right of access and the right to erasure). Staff with the sales or admin role
 * export it as JSON or erase it from the admin (the leads list).
 */
export const personalDataCollections = [
  'leads',
  'quote-requests',
  'newsletter-subscribers',
] as const
export type PersonalCollection = (typeof personalDataCollections)[number]

export type PersonalData = {
  email: string
  exportedAt: string
  records: Record<PersonalCollection, Record<string, unknown>[]>
}

export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 320 ? email : null
}
