/** Filter tabs of the case-study overview (spec §2), also a case study's `tags`. */
export const caseServiceKeys = [
  'ai-digital-lab',
  'branding-identity',
  'design-development',
  'digital-marketing',
  'digital-transformation',
  'ecommerce',
  'software-development',
] as const
export type CaseServiceKey = (typeof caseServiceKeys)[number]

/** FAQ groups (spec §3): the six services plus `general`. */
export const faqGroups = [
  'ai-digital-lab',
  'branding-and-identity',
  'design-and-development',
  'digital-marketing',
  'digital-transformation',
  'ecommerce',
  'general',
] as const
export type FaqGroup = (typeof faqGroups)[number]

/** Blog category tabs (spec §2), after "all". */
export const blogCategories = [
  'ai-technology',
  'ecommerce',
  'branding',
  'digital-marketing',
  'design-development',
] as const
export type BlogCategory = (typeof blogCategories)[number]

export const contentBlockTypes = ['card', 'outline', 'image'] as const
export const buttonTypes = ['blue', 'outline'] as const
