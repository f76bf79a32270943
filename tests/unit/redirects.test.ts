import { describe, expect, it } from 'vitest'

import {
  normalizePath,
  redirectFor,
  redirectProblem,
  type RedirectRule,
} from '@/lib/routes/redirects'

const live = new Set(['/', '/faq', '/cases/gaivota'])

describe('redirects', () => {
  it('normalizes the paths editors type', () => {
    expect(normalizePath(' oude-pagina/ ')).toBe('/oude-pagina')
    expect(normalizePath('/a/b?x=1#y')).toBe('/a/b')
    expect(normalizePath('/')).toBe('/')
  })

  it('refuses a redirect over a published page, a locale prefix, and one that goes round', () => {
    const none = new Map<string, string | null>()
    expect(redirectProblem({ from: '/faq', to: '/contact', livePaths: live, rules: none })).toMatch(
      /gepubliceerde pagina/,
    )
    expect(
      redirectProblem({ from: '/en/x', to: '/contact', livePaths: live, rules: none }),
    ).toMatch(/zonder \/en/)
    const chain = new Map([
      ['/b', '/c'],
      ['/c', '/a'],
    ])
    expect(redirectProblem({ from: '/a', to: '/b', livePaths: live, rules: chain })).toMatch(
      /kring: \/a → \/b → \/c → \/a/,
    )
    expect(redirectProblem({ from: '/a', to: '/a', livePaths: live, rules: none })).toMatch(/kring/)
    expect(
      redirectProblem({ from: '/oud', to: '/cases/gaivota', livePaths: live, rules: chain }),
    ).toBeNull()
    // Another site's URL ends every chain.
    expect(redirectProblem({ from: '/oud', to: null, livePaths: live, rules: chain })).toBeNull()
  })

  it('answers a record redirect in every language, a URL redirect from the Dutch path only', () => {
    const rules = new Map<string, RedirectRule>([
      ['/oude-case', { from: '/oude-case', to: '/cases/gaivota', toRecord: true, permanent: true }],
      [
        '/actie',
        { from: '/actie', to: 'https://elders.example/x', toRecord: false, permanent: false },
      ],
    ])
    expect(redirectFor(rules, '/oude-case', 'nl', false)).toEqual({
      location: '/cases/gaivota',
      status: 301,
    })
    expect(redirectFor(rules, '/oude-case/', 'fr', true)).toEqual({
      location: '/fr/cases/gaivota',
      status: 301,
    })
    expect(redirectFor(rules, '/actie', 'nl', false)).toEqual({
      location: 'https://elders.example/x',
      status: 302,
    })
    expect(redirectFor(rules, '/actie', 'en', true)).toBeNull()
    expect(redirectFor(rules, '/elders', 'nl', false)).toBeNull()
  })
})
