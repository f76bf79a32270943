import { describe, expect, it } from 'vitest'

import { cacheTags, changesListing, mediaIds, tagsOfRecords } from '@/lib/cache/tags'

const media = (id: number) => ({ id, filename: `${id}.webp`, mimeType: 'image/webp', alt: 'x' })

describe('cache tags', () => {
  it('tags each record shown, the media inside it, and its list when the selection shows', () => {
    const docs = [
      { id: 1, image: media(10), blocks: [{ image: media(11) }] },
      { id: 2, image: 10 },
    ]
    expect(tagsOfRecords('case-studies', docs, { listed: true }).sort()).toEqual(
      ['list:case-studies', 'case-studies:1', 'case-studies:2', 'media:10', 'media:11'].sort(),
    )
    expect(tagsOfRecords('case-studies', [docs[1] as never], { listed: false })).toEqual([
      'case-studies:2',
    ])
    expect(mediaIds({ a: [media(3), { b: media(3) }] })).toEqual([3])
    expect(cacheTags.global('site-settings')).toBe('global:site-settings')
  })

  it('a listing changes with membership, status, order and grouping, not with a title', () => {
    const before = {
      slug: 'a',
      order: 1,
      featured: false,
      tags: ['x'],
      _status: 'published',
      title: 'A',
    }
    expect(changesListing('case-studies', { ...before, title: 'B' }, before)).toBe(false)
    expect(changesListing('case-studies', { ...before, order: 2 }, before)).toBe(true)
    expect(changesListing('case-studies', { ...before, tags: ['x', 'y'] }, before)).toBe(true)
    expect(changesListing('case-studies', { ...before, _status: 'draft' }, before)).toBe(true)
    expect(changesListing('case-studies', before, null)).toBe(true)
    expect(
      changesListing('blog-posts', { category: 'b', date: '1' }, { category: 'a', date: '1' }),
    ).toBe(true)
  })
})
