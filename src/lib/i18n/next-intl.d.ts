import type messages from '../../../messages/nl.json'

import type { Locale } from '@/lib/i18n/locales'

/** The Dutch catalogue is the source: its keys type every `t()` call. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
