/**
 * What the search finds: every published page a visitor can reach, once per language,
 * with the title it is listed under and the text it shows. Pure: the CMS hands in the
 * published document of one language and the schema of its fields; the text is read
 * along the schema (text, textarea, groups, arrays, blocks), so a field added later is
 * found without a change here.
 */
import type { Block, Field } from 'payload'

import type { Locale } from '@/lib/i18n/locales'
import { recordPath } from '@/lib/editorial'

export const searchKinds = ['service', 'case', 'blog', 'faq', 'page'] as const
export type SearchKind = (typeof searchKinds)[number]

/** Collections and globals whose published records are pages of their own (or FAQ entries). */
export const searchSources = {
  services: 'service',
  'digital-marketing-services': 'service',
  'case-studies': 'case',
  'blog-posts': 'blog',
  faqs: 'faq',
  pages: 'page',
  about: 'page',
} as const satisfies Record<string, SearchKind>
export type SearchSource = keyof typeof searchSources
export const searchGlobals = ['about'] as const satisfies SearchSource[]

export function isSearchSource(value: string): value is SearchSource {
  return value in searchSources
}

/** One page in one language, as the index keeps it. */
export type SearchDocument = {
  source: SearchSource
  /** The record's id; '' for a global. */
  sourceId: string
  locale: Locale
  kind: SearchKind
  /** Locale-free path, with the FAQ entry's anchor (`/faq#vraag-12`). */
  path: string
  title: string
  body: string
}

/** Where a FAQ entry opens on the FAQ page (the id of its answer, src/components/faq). */
export const faqAnchor = (id: number | string) => `vraag-${id}`

/**
 * Fields that hold no text a visitor reads on the page: row ids, addresses, the SEO meta (it
 * describes the page to search engines; its title and description repeat the page's),
 * and the case's button label, the same on every case.
 */
const skippedFields = new Set([
  'id',
  'blockName',
  'slug',
  'route',
  'link',
  'url',
  'href',
  'seo',
  'button',
])

type Doc = Record<string, unknown>

const isDoc = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every text of `data` along `fields`, in the order of the schema. */
export function fieldTexts(fields: readonly Field[], data: unknown, blocks: readonly Block[] = []) {
  const texts: string[] = []
  const walk = (fieldList: readonly Field[], value: unknown) => {
    if (!isDoc(value)) return
    for (const field of fieldList) {
      if ('name' in field && skippedFields.has(field.name)) continue
      switch (field.type) {
        case 'text':
        case 'textarea': {
          const text = value[field.name]
          if (typeof text === 'string' && text.trim()) texts.push(text.trim())
          else if (Array.isArray(text)) {
            for (const item of text) if (typeof item === 'string' && item.trim()) texts.push(item)
          }
          break
        }
        case 'group':
          if ('name' in field && field.name) walk(field.fields, value[field.name])
          else walk(field.fields, value)
          break
        case 'row':
        case 'collapsible':
          walk(field.fields, value)
          break
        case 'tabs':
          for (const tab of field.tabs) {
            if ('name' in tab && tab.name) walk(tab.fields, value[tab.name])
            else walk(tab.fields, value)
          }
          break
        case 'array': {
          const rows = value[field.name]
          if (Array.isArray(rows)) for (const row of rows) walk(field.fields, row)
          break
        }
        case 'blocks': {
          const rows = value[field.name]
          if (!Array.isArray(rows)) break
          const known = [
            ...field.blocks,
            ...(field.blockReferences ?? []).flatMap((ref) =>
              typeof ref === 'string' ? blocks.filter((block) => block.slug === ref) : [ref],
            ),
          ]
          for (const row of rows) {
            if (!isDoc(row)) continue
            const block = known.find((candidate) => candidate.slug === row.blockType)
            if (block) walk(block.fields, row)
          }
          break
        }
        default:
          // Selects, numbers, dates, relations and uploads hold no text of the page.
          break
      }
    }
  }
  walk(fields, data)
  return texts
}

/** The record's title in this language: what the results list and the page's heading say. */
function titleOf(source: SearchSource, doc: Doc): string {
  const value =
    source === 'case-studies'
      ? (doc.header as Doc | undefined)?.title
      : source === 'faqs'
        ? doc.question
        : doc.title
  return typeof value === 'string' ? value.trim() : ''
}

function pathOf(source: SearchSource, doc: Doc): string | null {
  if (source === 'about') return '/over-ons'
  if (source === 'faqs') return `/faq#${faqAnchor(String(doc.id))}`
  return typeof doc.slug === 'string' && doc.slug ? recordPath(source, doc.slug) : null
}

/**
 * The index entry of a published record in one language, or null when it has no page
 * there: no title of its own in that language (it is read without fallback, so no
 * other language's text is mixed in) or no address.
 */
export function searchDocument(
  source: SearchSource,
  locale: Locale,
  doc: Doc,
  fields: readonly Field[],
  { blocks = [], title }: { blocks?: readonly Block[]; title?: string } = {},
): SearchDocument | null {
  const heading = title ?? titleOf(source, doc)
  const path = pathOf(source, doc)
  if (!heading || !path) return null
  const seen = new Set([heading])
  const body = fieldTexts(fields, doc, blocks).filter((text) => {
    if (seen.has(text)) return false
    seen.add(text)
    return true
  })
  return {
    source,
    sourceId: source === 'about' ? '' : String(doc.id),
    locale,
    kind: searchSources[source],
    path,
    title: heading,
    body: body.join('\n'),
  }
}
