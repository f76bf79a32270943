import { NextIntlClientProvider } from 'next-intl'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import nl from '../../messages/nl.json'
import ErrorBoundary from '@/app/(frontend)/[locale]/error'
import { LoadingMessage } from '@/components/feedback/LoadingMessage'

describe('generic loading and error states (spec §8)', () => {
  it.each([
    ['nl' as const, nl, 'Er is een fout opgetreden'],
    ['en' as const, en, en.common.error],
  ])('shows the translated error text in %s', (locale, messages, text) => {
    const html = renderToString(
      <NextIntlClientProvider
        locale={locale}
        timeZone="Europe/Amsterdam"
        messages={{ common: messages.common }}
      >
        <ErrorBoundary error={new Error('boom')} reset={() => undefined} />
      </NextIntlClientProvider>,
    )
    expect(html).toContain(text)
    expect(html).toContain(messages.common.retry)
  })
})

describe('loading state', () => {
  it.each([
    ['nl' as const, nl, 'Laden...'],
    ['en' as const, en, en.common.loading],
  ])('shows the translated loading text in %s, announced as a status', (locale, messages, text) => {
    const html = renderToString(
      <NextIntlClientProvider
        locale={locale}
        timeZone="Europe/Amsterdam"
        messages={{ common: messages.common }}
      >
        <LoadingMessage />
      </NextIntlClientProvider>,
    )
    expect(html).toContain(text)
    expect(html).toContain('role="status"')
  })
})
