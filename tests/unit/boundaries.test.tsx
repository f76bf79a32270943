import { NextIntlClientProvider } from 'next-intl'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import nl from '../../messages/nl.json'
import ErrorBoundary from '@/app/(frontend)/[locale]/error'
import { ErrorTexts } from '@/components/feedback/ErrorTexts'
import { LoadingMessage } from '@/components/feedback/LoadingMessage'

describe('generic error state (spec §8)', () => {
  it.each([
    ['nl', nl, 'Er is een fout opgetreden'],
    ['en', en, en.common.error],
  ])('shows the translated error text in %s, with a retry button', (_, messages, text) => {
    const html = renderToString(
      <ErrorTexts texts={{ error: messages.common.error, retry: messages.common.retry }}>
        <ErrorBoundary error={new Error('boom')} reset={() => undefined} />
      </ErrorTexts>,
    )
    expect(html).toContain(text)
    expect(html).toContain(`<button type="button" class="button">${messages.common.retry}</button>`)
  })

  it('refuses to render without its texts', () => {
    expect(() =>
      renderToString(<ErrorBoundary error={new Error('boom')} reset={() => undefined} />),
    ).toThrow(/ErrorTexts/)
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
