import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from '@/lib/i18n/locales'
import { blogCategories, caseServiceKeys, faqGroups } from '@/lib/serviceKeys'
import { readSeedFile, readSeedFolder, seedRoot } from '@/seed/files'
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

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Every `{ $media, alt }` image slot of a value. */
function mediaSlots(value: unknown): { $media?: string; $file?: string; alt: unknown }[] {
  if (Array.isArray(value)) return value.flatMap(mediaSlots)
  if (value && typeof value === 'object') {
    if ('$media' in value || '$file' in value) return [value as { $media?: string; alt: unknown }]
    return Object.values(value).flatMap(mediaSlots)
  }
  return []
}

/** Words that are Dutch and neither English nor French. */
const dutchWords = new Set(
  'het een wij jouw je niet voor met zijn worden naar ook bij onze wordt dat deze geen maar kun kunt heeft hebben meer welke zodat waar wat hoe jullie hun zij ze wel nog als dan uit'.split(
    ' ',
  ),
)
const dutchShare = (text: string) => {
  const words = text.toLowerCase().match(/[a-zà-ÿ]+/g) ?? []
  return words.length < 6 ? 0 : words.filter((word) => dutchWords.has(word)).length / words.length
}

/** The locale-free paths the seeded site has (spec §2 routes and the seeded records). */
function sitePaths(): Set<string> {
  const slugs = (folder: string) => readSeedFolder<Rec>(folder).map(({ data }) => String(data.slug))
  return new Set([
    '/',
    '/contact',
    '/cases',
    '/over-ons',
    '/blogs',
    '/faq',
    ...slugs('case-studies').map((slug) => `/cases/${slug}`),
    ...slugs('blog-posts').map((slug) => `/blogs/${slug}`),
    ...slugs('services').map((slug) => `/services/${slug}`),
    ...slugs('digital-marketing-services').map((slug) => `/services/digital-marketing/${slug}`),
    ...slugs('pages').map((slug) => `/${slug}`),
  ])
}

describe('seed content: home, about and the quote assistant', () => {
  type About = {
    team: { members: unknown[] }
    features: unknown[]
    why: { steps: unknown[] }
    how: { steps: unknown[] }
  }
  type Home = { hero: { rotatingWords: { word: string }[] }; partners: { logos: unknown[] } }
  type Chatbot = {
    questions: Record<string, unknown>
    answerOptions: { key: string }[]
    serviceChoices: {
      key: string
      recommendation: { title: unknown; description: unknown }
      faqs: unknown[]
    }[]
  }

  it('has the rotating hero words, 6-10 partner logos, 6+ testimonials and a team of 3-5', () => {
    const home = readSeedFile<Home>('globals/home.json')
    expect(home.hero.rotatingWords.map(({ word }) => word)).toEqual(['DIGITAL', 'ECOMMERCE', 'WEB'])
    expect(home.partners.logos.length).toBeGreaterThanOrEqual(6)
    expect(home.partners.logos.length).toBeLessThanOrEqual(10)
    expect(readSeedFolder('testimonials').length).toBeGreaterThanOrEqual(6)
    const about = readSeedFile<About>('globals/about.json')
    expect(about.team.members.length).toBeGreaterThanOrEqual(3)
    expect(about.team.members.length).toBeLessThanOrEqual(5)
    expect(about.features.length).toBeGreaterThan(0)
    expect(about.why.steps.length).toBeGreaterThan(0)
    expect(about.how.steps.length).toBeGreaterThan(0)
  })

  it('gives the quote assistant its four questions, four goals and a recommendation with FAQs per service', () => {
    const chatbot = readSeedFile<Chatbot>('globals/chatbot.json')
    expect(Object.keys(chatbot.questions).sort()).toEqual([
      'details',
      'goal',
      'location',
      'service',
    ])
    expect(chatbot.answerOptions.map(({ key }) => key)).toEqual([
      'quote',
      'demo',
      'support',
      'other',
    ])
    expect(chatbot.serviceChoices.map(({ key }) => key)).toEqual(['ai', 'ecom', 'dev', 'websoft'])
    for (const choice of chatbot.serviceChoices) {
      expect(
        isLocaleMap(choice.recommendation.title) && isLocaleMap(choice.recommendation.description),
      ).toBe(true)
      expect(choice.faqs.length).toBeGreaterThan(0)
    }
  })

  it('has at least four FAQs per service key, with the spec facts', () => {
    const groups = readSeedFolder<{ group: string; items: unknown[] }>('faqs')
    for (const { data } of groups) expect(data.items.length, data.group).toBeGreaterThanOrEqual(4)
    const dutch = JSON.stringify(groups.map(({ data }) => data))
    for (const fact of [/4 (tot|–) 8 weken/, /2 (tot|–) 6 maanden/, /6 (tot|–) 12 weken/]) {
      expect(fact.test(dutch), String(fact)).toBe(true)
    }
  })
})

describe('seed content quality', () => {
  it('gives two or three case studies a short video file of under 1 MB', () => {
    const videos = readSeedFolder<Rec>('case-studies').flatMap(({ data }) =>
      mediaSlots(data.video ?? []),
    )
    expect(videos.length).toBeGreaterThanOrEqual(2)
    expect(videos.length).toBeLessThanOrEqual(3)
    for (const video of videos) {
      expect(statSync(path.join(seedRoot, video.$file ?? '')).size).toBeLessThan(1024 * 1024)
    }
  })

  it('writes every search title whole, naming the agency once (the site adds nothing to it)', () => {
    const { agencyName } = readSeedFile<{ agencyName: string }>('globals/site-settings.json')
    const titles = allRecords().flatMap(([name, record]) => {
      const title = (record as { seo?: { title?: unknown } }).seo?.title
      return isLocaleMap(title)
        ? locales.map((locale): [string, string] => [`${name} ${locale}`, String(title[locale])])
        : []
    })
    expect(titles.length).toBeGreaterThan(100)
    const wrong = titles.filter(
      ([, title]) => title.split(agencyName).length !== 2 || title.length > 70,
    )
    expect(wrong).toEqual([])
  })

  it("puts a case study's person image in its header, next to the testimonial (spec §3)", () => {
    const headers = readSeedFolder<{ header: Rec & { testimonial?: Rec } }>('case-studies').map(
      ({ data }) => data.header,
    )
    expect(
      headers.filter((header) => header.testimonial && 'personImage' in header.testimonial),
    ).toEqual([])
    expect(headers.filter((header) => header.personImage).length).toBeGreaterThanOrEqual(10)
  })

  it('gives every image alt text in all three languages', () => {
    const missing: string[] = []
    for (const [name, record] of allRecords()) {
      for (const slot of mediaSlots(record)) {
        const alt = slot.alt
        const complete =
          isLocaleMap(alt) && locales.every((locale) => String(alt[locale] ?? '').trim().length > 3)
        if (!complete) missing.push(`${name}: ${slot.$media ?? slot.$file}`)
      }
    }
    expect(missing).toEqual([])
    expect(allRecords().flatMap(([, record]) => mediaSlots(record)).length).toBeGreaterThan(100)
  })

  it('has every internal link point at a page that exists', () => {
    const paths = sitePaths()
    const broken: string[] = []
    for (const [name, record] of allRecords()) {
      const texts = strings(record)
      const inline = texts.flatMap((text) =>
        [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? ''),
      )
      const hrefs = texts.filter((text) => /^\/[a-z0-9#/-]*$/.test(text))
      for (const link of [...inline, ...hrefs]) {
        const path = link.split('#')[0]?.replace(/(.)\/$/, '$1') || '/'
        if (!paths.has(path)) broken.push(`${name}: ${link}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('leaves no Dutch text in English or French fields (stop-word heuristic)', () => {
    const suspects: string[] = []
    for (const [name, record] of allRecords()) {
      for (const [at, map] of localeMaps(record)) {
        for (const locale of ['en', 'fr'] as const) {
          for (const text of strings(map[locale])) {
            if (dutchShare(text) > 0.12)
              suspects.push(`${name}${at}.${locale}: ${text.slice(0, 60)}`)
          }
        }
        const nl = strings(map.nl).join(' ')
        for (const locale of ['en', 'fr'] as const) {
          const translated = strings(map[locale]).join(' ')
          if (nl.split(/\s+/).length >= 5 && translated === nl)
            suspects.push(`${name}${at}.${locale} is the Dutch text`)
        }
      }
    }
    expect(suspects).toEqual([])
  })

  it('the heuristic does recognise Dutch', () => {
    expect(
      dutchShare('Wij bouwen een webshop die past bij jouw merk en het team.'),
    ).toBeGreaterThan(0.12)
    expect(dutchShare('We build an online store that fits your brand and your team.')).toBe(0)
    expect(
      dutchShare('Nous construisons une boutique en ligne qui correspond à votre marque.'),
    ).toBe(0)
  })
})

describe('seed images of the work (content/mockups, npm run make:case-images)', () => {
  const mockups = path.join(seedRoot, '../mockups')
  /** Every file the mockups render: `<body data-out>` plus each `data-shot`. */
  const rendered = readdirSync(mockups, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'common')
    .flatMap(({ name }) => {
      const html = readFileSync(path.join(mockups, name, 'index.html'), 'utf8')
      const out = /<body data-out="([a-z0-9/-]+)"/.exec(html)?.[1]
      return [...html.matchAll(/data-shot="([a-z0-9-]+)"/g)].map(
        ([, shot]) => `media/${out}/${shot}.webp`,
      )
    })
  const slots = (folder: string) =>
    readSeedFolder<Rec>(folder).flatMap(({ name, data }) =>
      [data.image, ...mediaSlots([data.section1, data.section2])].map((slot) => ({ name, slot })),
    )

  it('shows each case study and blog post through a rendered mockup, never a generated shape', () => {
    const wrong = [...slots('case-studies'), ...slots('blog-posts')]
      .filter(({ slot }) => !rendered.includes(String((slot as { $file?: string }).$file)))
      .map(({ name, slot }) => `${name}: ${JSON.stringify(slot).slice(0, 60)}`)
    expect(wrong).toEqual([])
  })

  it('has a committed WebP for every shot, in a size a repository can carry', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(15 * 5 + 12)
    let total = 0
    for (const file of rendered) {
      const size = statSync(path.join(seedRoot, file)).size
      expect(size, file).toBeLessThan(150 * 1024)
      total += size
    }
    expect(total).toBeLessThan(6 * 1024 * 1024)
  })

  it('writes alt texts that say what the picture shows, not that it is an illustration', () => {
    const vague = [...slots('case-studies'), ...slots('blog-posts')].filter(({ slot }) =>
      Object.values((slot as { alt: Record<string, string> }).alt).some((alt) =>
        /^(abstracte )?illustrat/i.test(alt),
      ),
    )
    expect(vague.map(({ name }) => name)).toEqual([])
  })
})
