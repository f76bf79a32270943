import type { AdminLabel } from '@/fields/text'
import { chatbotGoals, chatbotServices } from '@/lib/chatbot/keys'
import { catalogues } from '@/lib/i18n/catalogues'
import {
  blogCategories,
  buttonTypes,
  caseServiceKeys,
  contentBlockTypes,
  faqGroups,
} from '@/lib/serviceKeys'

/**
 * Select options as staff read them in the admin's languages (src/payload.config.ts
 * `i18n`); the stored values stay the keys.
 */
function labelled<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, AdminLabel>,
): { label: AdminLabel; value: Value }[] {
  return values.map((value) => ({ label: labels[value], value }))
}

/** The site's own words for a key, in Dutch and English. */
function fromCatalogues<Value extends string>(
  values: readonly Value[],
  words: (catalogue: (typeof catalogues)['nl']) => Record<Value, string>,
) {
  return values.map((value) => ({
    label: { nl: words(catalogues.nl)[value], en: words(catalogues.en)[value] },
    value,
  }))
}

export const blogCategoryOptions = fromCatalogues(blogCategories, (c) => c.blog.categories)

export const faqGroupOptions = fromCatalogues(faqGroups, (c) => c.faq.groups)

export const caseServiceOptions = labelled(caseServiceKeys, {
  'ai-digital-lab': { nl: 'AI & Digital Lab', en: 'AI & Digital Lab' },
  'branding-identity': { nl: 'Branding & identiteit', en: 'Branding & identity' },
  'design-development': { nl: 'Design & development', en: 'Design & development' },
  'digital-marketing': { nl: 'Digital marketing', en: 'Digital marketing' },
  'digital-transformation': { nl: 'Digitale transformatie', en: 'Digital transformation' },
  ecommerce: { nl: 'E-commerce', en: 'E-commerce' },
  'software-development': { nl: 'Softwareontwikkeling', en: 'Software development' },
})

export const contentBlockTypeOptions = labelled(contentBlockTypes, {
  card: { nl: 'Kaart', en: 'Card' },
  outline: { nl: 'Omlijnd', en: 'Outline' },
  image: { nl: 'Afbeelding', en: 'Image' },
})

export const buttonTypeOptions = labelled(buttonTypes, {
  blue: { nl: 'Blauw', en: 'Blue' },
  outline: { nl: 'Omlijnd', en: 'Outline' },
})

/** The quote assistant's keys, named as its Dutch and English seed content names them. */
export const chatbotGoalOptions = labelled(chatbotGoals, {
  quote: { nl: 'Offerte aanvragen', en: 'Request a quote' },
  demo: { nl: 'Demo of kennismaking', en: 'Demo or intro call' },
  support: { nl: 'Hulp bij bestaand project', en: 'Help with an existing project' },
  other: { nl: 'Iets anders', en: 'Something else' },
})

export const chatbotServiceOptions = labelled(chatbotServices, {
  ai: { nl: 'AI & automatisering', en: 'AI & automation' },
  ecom: { nl: 'E-commerce', en: 'E-commerce' },
  dev: { nl: 'Website & design', en: 'Website & design' },
  websoft: { nl: 'Webapplicaties & maatwerksoftware', en: 'Web apps & custom software' },
})
