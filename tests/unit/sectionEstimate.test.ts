import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { caseSectionRows, estimateRows } from '@/lib/sectionEstimate'

describe('deferred sections’ placeholder rows', () => {
  it('count a case section’s blocks (an image block twice) and key figures', () => {
    expect(caseSectionRows({})).toBe(0)
    expect(
      caseSectionRows({
        metrics: [{}, {}, {}],
        contentBlocks: [{ type: 'card' }, { type: 'image' }, { type: 'outline' }],
      }),
    ).toBe(7)
  })

  it('are a whole, non-negative custom property', () => {
    expect(estimateRows(3.4)).toEqual({ '--r': 3 })
    expect(estimateRows(-2)).toEqual({ '--r': 0 })
  })

  it('have a measured estimate for every kind of deferred section, at every band', () => {
    const css = readFileSync('src/styles/section-estimates.css', 'utf8')
    const bands = css.split('@media')
    expect(bands).toHaveLength(6)
    for (const kind of [
      '#site-footer',
      '#contact-cta',
      '.est-faq',
      '.est-section1',
      '.est-pager',
    ]) {
      for (const band of bands)
        expect(band).toMatch(new RegExp(`${kind.replace('.', '\\.')}\\{--est-a:\\d+px`))
    }
  })
})
