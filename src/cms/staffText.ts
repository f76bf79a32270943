import type { PayloadRequest } from 'payload'
import { createTranslator } from 'use-intl/core'

import { catalogues } from '@/lib/i18n/catalogues'
import { defaultLocale, isLocale } from '@/lib/i18n/locales'

type StaffKey = keyof (typeof catalogues)['nl']['staff']

/**
 * A message for staff (messages/*.json, `staff`) in the language Payload settled for
 * the request (the admin's language, else the browser's); Dutch otherwise.
 */
export function staffText(
  req: Partial<Pick<PayloadRequest, 'i18n'>>,
  key: StaffKey,
  values: Record<string, number>,
): string {
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : defaultLocale
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'staff' })(key, values)
}
