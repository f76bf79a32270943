import { describe, expect, it } from 'vitest'

import { pageOfShareCard, shareCardPath, shareCardSegments } from '@/lib/shareCardPaths'

describe('share card addresses', () => {
  it('puts every card under /og/{locale}, ending in a file name', () => {
    expect(shareCardPath('/', 'nl')).toBe('/og/nl/image.png')
    expect(shareCardPath('/services/ecommerce', 'en')).toBe('/og/en/services/ecommerce/image.png')
  })

  it('gives a filtered overview the card of the overview', () => {
    expect(shareCardPath('/cases?service=ecommerce', 'fr')).toBe('/og/fr/cases/image.png')
  })

  it('maps route segments back to the page, and nothing else', () => {
    for (const path of ['/', '/faq', '/services/digital-marketing/google-ads']) {
      expect(pageOfShareCard(shareCardSegments(path))).toBe(path)
    }
    expect(pageOfShareCard(['faq'])).toBeNull()
    expect(pageOfShareCard(['faq', 'other.png'])).toBeNull()
  })
})
