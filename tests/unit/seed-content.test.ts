import { describe, expect, it } from 'vitest'

import { locales } from '@/lib/i18n/locales'
import { blogCategories, caseServiceKeys, faqGroups } from '@/lib/serviceKeys'
import { readSeedFile, readSeedFolder } from '@/seed/files'
import { isLocaleMap } from '@/seed/localize'

import { caseIds, contentCreation, digitalMarketingSubs, services } from '../spec'

type Rec = Record<string, unknown>

/** Every `{ nl, en, fr }` in a record, with its path. */
function localeMaps(value: unknown, at = ''): [string, Record<string, unknown>][] {
  if (isLocaleMap(value)) return [[at, value]]
  if (Array.isArray(value))
    return value.flatMap((item, index) => localeMaps(item, `${at}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => localeMaps(item, `${at}.${key}`))
  }
  return []
}

const allRecords = (): [string, unknown][] => [
  ...[
    'case-studies',
    'blog-posts',
    'services',
    'digital-marketing-services',
    'faqs',
    'pages',
    'testimonials',
  ].flatMap((folder) =>
    readSeedFolder(folder).map(({ name, data }): [string, unknown] => [`${folder}/${name}`, data]),
  ),
  ['case-filter-tags', readSeedFile('case-filter-tags.json')],
  ...['site-settings', 'home', 'about', 'chatbot'].map((name): [string, unknown] => [
    name,
    readSeedFile(`globals/${name}.json`),
  ]),
]

describe('seed content (content/seed)', () => {
  it('has the 15 case studies of the spec, each with three images and tags from the filter list', () => {
    const cases = readSeedFolder<Rec>('case-studies')
    expect(cases.map(({ data }) => data.slug).sort()).toEqual([...caseIds].sort())
    for (const { data } of cases) {
      const section1 = data.section1 as { images: unknown[]; contentBlocks: unknown[] }
      expect(section1.images).toHaveLength(3)
      expect(section1.contentBlocks.length).toBeGreaterThanOrEqual(2)
      for (const tag of data.tags as string[]) expect(caseServiceKeys).toContain(tag)
    }
  })

  it('has the six services and the ten digital-marketing subs plus content creation', () => {
    expect(
      readSeedFolder<Rec>('services')
        .map(({ data }) => data.slug)
        .sort(),
    ).toEqual([...services].sort())
    expect(
      readSeedFolder<Rec>('digital-marketing-services')
        .map(({ data }) => data.slug)
        .sort(),
    ).toEqual([...digitalMarketingSubs, contentCreation].sort())
  })

  it('has at least 12 blog posts within the date and read-time ranges, over every category, in both forms', () => {
    type Post = { date: string; readTime: number; category: string; format: string }
    const posts = readSeedFolder<Post>('blog-posts').map(({ data }) => data)
    expect(posts.length).toBeGreaterThanOrEqual(12)
    for (const post of posts) {
      expect(post.date >= '2024-01-16' && post.date <= '2026-01-15').toBe(true)
      expect(post.readTime).toBeGreaterThanOrEqual(2)
      expect(post.readTime).toBeLessThanOrEqual(8)
      expect(blogCategories).toContain(post.category)
    }
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(blogCategories))
    expect(posts.some((post) => post.format === 'paragraphs')).toBe(true)
    expect(posts.some((post) => post.format === 'blocks')).toBe(true)
  })

  it('has FAQs for all seven groups', () => {
    const groups = readSeedFolder<{ group: string; items: unknown[] }>('faqs')
    expect(groups.map(({ data }) => data.group).sort()).toEqual([...faqGroups].sort())
    for (const { data } of groups) expect(data.items.length).toBeGreaterThan(0)
  })

  it('fills every localized value in all three languages, without filler', () => {
    const problems: string[] = []
    for (const [name, record] of allRecords()) {
      for (const [at, map] of localeMaps(record)) {
        for (const locale of locales) {
          const value = map[locale]
          const empty =
            typeof value === 'string'
              ? value.trim() === ''
              : !Array.isArray(value) || value.length === 0
          if (empty) problems.push(`${name}${at}.${locale} is empty`)
          if (/lorem|ipsum|todo|tbd|placeholder/i.test(JSON.stringify(value)))
            problems.push(`${name}${at}.${locale}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
