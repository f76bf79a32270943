/**
 * The spec's binding lists (../shared/spec, §2), written out once for the tests,
 * independent of the code under test.
 */
export const caseIds = [
  'gaivota',
  'hectool',
  'levelup-digital',
  'custom-flows',
  'riasec-nationale-nederlanden',
  'blue-estate-agency',
  'yb-group',
  'maatwerk-tafels',
  'dmc-makelaars',
  'padel-mate-club',
  'qas-holidays',
  'ideler-makelaars',
  'van-der-werf-horen',
  'e-p-superyachtwear',
  'bennh',
]

export const services = [
  'ai-digital-lab',
  'branding-and-identity',
  'design-and-development',
  'digital-marketing',
  'digital-transformation',
  'ecommerce',
]

/** The ten sub-services of spec §2. */
export const digitalMarketingSubs = [
  'automated-email-flows',
  'blog-automation',
  'chatbot-setup',
  'crm-setup',
  'google-ads',
  'landing-page-copywriting',
  'lead-scale-automation',
  'meta-remarketing',
  'review-request-automation',
  'social-media-content-calendar',
]

/** Linked from the digital-marketing pages in addition to the ten. */
export const contentCreation = 'content-creatie-en-storytelling'
