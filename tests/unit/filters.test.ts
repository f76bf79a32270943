import { describe, expect, it } from 'vitest'

import { publicPath } from '@/lib/routes/filters'

describe('overview filter URLs', () => {
  it('maps a prerendered filter page back to its public query URL', () => {
    expect(publicPath('/cases/filter/ecommerce')).toBe('/cases?service=ecommerce')
    expect(publicPath('/blogs/category/branding')).toBe('/blogs?category=branding')
  })

  it('leaves every other path alone', () => {
    expect(publicPath('/cases/gaivota')).toBe('/cases/gaivota')
    expect(publicPath('/blogs/lokale-seo-checklist')).toBe('/blogs/lokale-seo-checklist')
    expect(publicPath('/')).toBe('/')
  })
})
