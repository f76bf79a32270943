import { describe, expect, it } from 'vitest'

import { parseFirstScreenStyles } from '@/lib/firstScreenStyles'

import { joinedMains } from '../../scripts/support/searchTemplates'

describe('the search page’s templates', () => {
  it('are one page with the content of every template’s <main>', () => {
    const page = (text: string) =>
      `<html><head></head><body><header>h</header><main id="main">${text}</main><footer>f</footer></body></html>`
    expect(joinedMains([page('<ol class="results"></ol>'), page('<p class="empty">x</p>')])).toBe(
      page('<ol class="results"></ol><p class="empty">x</p>'),
    )
  })
})

describe('the kept first-screen CSS', () => {
  const entry = { css: '.a{}', stylesheets: ['/_next/static/chunks/site.css'] }

  it('is read per language', () => {
    const text = JSON.stringify({ nl: entry, en: entry })
    expect(parseFirstScreenStyles(text, ['nl', 'en'])).toEqual({ nl: entry, en: entry })
  })

  it('is refused whole when a language is missing or a stylesheet is not the build’s', () => {
    expect(parseFirstScreenStyles(JSON.stringify({ nl: entry }), ['nl', 'en'])).toBeNull()
    const foreign = { ...entry, stylesheets: ['https://example.com/x.css'] }
    expect(parseFirstScreenStyles(JSON.stringify({ nl: foreign }), ['nl'])).toBeNull()
    expect(parseFirstScreenStyles('{', ['nl'])).toBeNull()
  })
})
