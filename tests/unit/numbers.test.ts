import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'

/*
 * Numbers in UI strings go through the locale's number format. A plain `{count}`
 * argument would print 1250 in every language; `{count, number}` and plural `#`
 * print 1.250, 1,250 and 1 250 (narrow no-break space).
 */
const grouped = { nl: '1.250', en: '1,250', fr: '1\u202f250' } as const
const catalogues = { nl, en, fr }

describe.each(Object.entries(grouped) as [keyof typeof grouped, string][])(
  'numbers in %s',
  (locale, thousands) => {
    const t = createTranslator({ locale, messages: catalogues[locale] })

    it('formats the read time of a post', () => {
      expect(t('common.readTime', { minutes: 1250 })).toContain(thousands)
    })

    it('formats the post count of a blog filter tab', () => {
      expect(t('blog.tabLabel', { category: 'X', count: 1250 })).toContain(`(${thousands})`)
    })

    it('formats the number of case studies shown', () => {
      expect(t('cases.count', { count: 1250 })).toContain(thousands)
    })
  },
)

it('uses a decimal comma in Dutch and French, a point in English', () => {
  const readTime = (locale: 'nl' | 'en' | 'fr') =>
    createTranslator({ locale, messages: catalogues[locale] })('common.readTime', {
      minutes: 2.5,
    })
  expect(readTime('nl')).toContain('2,5')
  expect(readTime('fr')).toContain('2,5')
  expect(readTime('en')).toContain('2.5')
})
