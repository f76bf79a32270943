import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createTranslator, useTranslations } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'

import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import {
  leafKeys,
  messageFallback,
  reportMessageError,
  withFallback,
  type Catalogue,
} from '@/lib/i18n/messages'

describe('message catalogues', () => {
  const source = leafKeys(nl).sort()

  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s has exactly the keys of the Dutch source catalogue', (_, catalogue) => {
    const keys = leafKeys(catalogue as Catalogue).sort()
    expect(keys.filter((key) => !source.includes(key))).toEqual([])
    expect(source.filter((key) => !keys.includes(key))).toEqual([])
  })

  it('has no empty strings', () => {
    for (const catalogue of [nl, en, fr] as Catalogue[]) {
      const empty = leafKeys(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Catalogue)[part], catalogue)
        return typeof value !== 'string' || value.trim() === ''
      })
      expect(empty).toEqual([])
    }
  })

  it('keeps the spec texts in Dutch exactly', () => {
    expect(nl.notFound.case.title).toBe('Case study niet gevonden')
    expect(nl.notFound.case.link).toBe('Ga Terug')
    expect(nl.notFound.blog.title).toBe('Blog Post Niet Gevonden')
    expect(nl.notFound.blog.link).toBe('Terug naar Blog')
    expect(nl.notFound.page.title).toBe('Pagina niet gevonden')
    expect(nl.common.loading).toBe('Laden...')
    expect(nl.common.error).toBe('Er is een fout opgetreden')
    expect(nl.blog.empty).toBe('Nog geen blog posts hier!')
  })
})

describe('fallback chain (spec §4)', () => {
  const own: Catalogue = { greeting: 'Bonjour', nested: { here: 'ici' } }
  const english: Catalogue = {
    greeting: 'Hello',
    onlyEnglish: 'Only in English',
    nested: { here: 'here', gap: 'gap' },
  }

  it('fills a missing key from English and warns about the gap', () => {
    const warn = vi.fn()
    const merged = withFallback(own, english, warn)
    expect(merged).toEqual({
      greeting: 'Bonjour',
      onlyEnglish: 'Only in English',
      nested: { here: 'ici', gap: 'gap' },
    })
    expect(warn.mock.calls.map(([key]) => key)).toEqual(['onlyEnglish', 'nested.gap'])
  })

  it('shows the key itself when no catalogue has it, and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const t = createTranslator({
      locale: 'fr',
      messages: withFallback(own, english, () => undefined),
      onError: reportMessageError,
      getMessageFallback: messageFallback,
    })
    expect(t('greeting' as never)).toBe('Bonjour')
    expect(t('onlyEnglish' as never)).toBe('Only in English')
    expect(t('nowhere' as never)).toBe('nowhere')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nowhere'))
    warn.mockRestore()
  })

  it('throws when translations are used outside the provider', () => {
    function Orphan() {
      const t = useTranslations('common')
      return createElement('p', null, t('loading'))
    }
    expect(() => renderToString(createElement(Orphan))).toThrow(/context|provider/i)
  })
})
