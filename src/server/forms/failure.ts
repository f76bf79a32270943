import 'server-only'

import { createTranslator } from 'use-intl/core'

import { catalogues } from '@/lib/i18n/catalogues'
import { agencyEmail } from '@/cms/agencyEmail'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The answer to an accepted post that could not be stored (503, the database is
 * unreachable): says so in the visitor's language and names the agency's address, read
 * without the database, so the visitor can still reach a person.
 */
export function failureMessage(locale: Locale): string {
  const t = createTranslator({ locale, messages: catalogues[locale] })
  return t('forms.unavailable', { email: agencyEmail() })
}
