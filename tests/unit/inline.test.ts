import { describe, expect, it } from 'vitest'

import { parseInline, plainText } from '@/lib/inline'
import { toPayloadBlock } from '@/seed/richBlocks'

describe('inline markup of the seed files', () => {
  it('turns bold, link and bold link into typed parts', () => {
    expect(
      parseInline(
        'Lees **dit** en [neem contact op](/contact) of **[bel ons](tel:+31201234567)**.',
      ),
    ).toEqual([
      { type: 'text', text: 'Lees ' },
      { type: 'bold', text: 'dit' },
      { type: 'text', text: ' en ' },
      { type: 'link', text: 'neem contact op', url: '/contact' },
      { type: 'text', text: ' of ' },
      { type: 'linkBold', text: 'bel ons', url: 'tel:+31201234567' },
      { type: 'text', text: '.' },
    ])
  })

  it('keeps plain text as one part and round-trips to plain text', () => {
    const text = 'Gewoon een zin, zonder opmaak.'
    expect(parseInline(text)).toEqual([{ type: 'text', text }])
    expect(plainText(parseInline('A **b** [c](/d)'))).toBe('A b c')
  })
})

describe('seed rich blocks', () => {
  it('maps every block type to the Payload block shape', () => {
    expect(toPayloadBlock({ type: 'h2', text: 'Kop' })).toEqual({ blockType: 'h2', text: 'Kop' })
    expect(toPayloadBlock({ type: 'sectionHeader', text: 'Sub' })).toEqual({
      blockType: 'sectionHeader',
      text: 'Sub',
    })
    expect(toPayloadBlock({ type: 'divider' })).toEqual({ blockType: 'divider' })
    expect(toPayloadBlock({ type: 'paragraph', text: '**Vet**' })).toEqual({
      blockType: 'paragraph',
      parts: [{ type: 'bold', text: 'Vet' }],
    })
    expect(
      toPayloadBlock({
        type: 'numberedList',
        items: ['Een', { title: 'Twee', description: 'Met [link](/faq)' }],
      }),
    ).toEqual({
      blockType: 'numberedList',
      items: [
        { parts: [{ type: 'text', text: 'Een' }] },
        {
          title: 'Twee',
          parts: [
            { type: 'text', text: 'Met ' },
            { type: 'link', text: 'link', url: '/faq' },
          ],
        },
      ],
    })
  })
})
