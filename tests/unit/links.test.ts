import { describe, expect, it } from 'vitest'

import { currentState, isSitePath } from '@/lib/routes/links'

describe('menu links and the current page', () => {
  it('marks the page itself, in every language and without a language prefix', () => {
    expect(currentState('/over-ons', '/over-ons')).toBe('page')
    expect(currentState('/en/over-ons', '/over-ons')).toBe('page')
    expect(currentState('/fr/cases', '/cases')).toBe('page')
    expect(currentState('/', '/')).toBe('page')
    expect(currentState('/en', '/')).toBe('page')
  })

  it('gives a prerendered page the same answer as the URL the browser shows', () => {
    // Dutch home is prerendered as /nl; a filter as /{locale}/cases/filter/{key}.
    expect(currentState('/nl', '/')).toBe(currentState('/', '/'))
    expect(currentState('/nl/cases/filter/ecommerce', '/cases')).toBe('page')
    expect(currentState('/en/blogs/category/branding', '/blogs')).toBe('page')
    expect(currentState('/nl/over-ons', '/over-ons')).toBe(currentState('/over-ons', '/over-ons'))
  })

  it('marks the section of a page below it, but not home for every page', () => {
    expect(currentState('/cases/gaivota', '/cases')).toBe('true')
    expect(currentState('/en/services/digital-marketing/seo', '/services/digital-marketing')).toBe(
      'true',
    )
    expect(currentState('/cases/gaivota', '/')).toBeUndefined()
    expect(currentState('/casestudies', '/cases')).toBeUndefined()
  })

  it('never marks a link into a page or to another site', () => {
    expect(currentState('/', '/#diensten')).toBeUndefined()
    expect(currentState('/', 'https://vonk.example/')).toBeUndefined()
  })

  it('tells site paths from other URLs', () => {
    expect(isSitePath('/cases')).toBe(true)
    expect(isSitePath('//evil.example/cases')).toBe(false)
    expect(isSitePath('https://linkedin.example/company/vonk-digital')).toBe(false)
  })
})
