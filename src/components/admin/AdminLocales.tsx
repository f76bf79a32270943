'use client'

import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

import { adminDutch, adminEnglish } from '@/lib/admin/dateLocales'

/**
 * Date inputs in the admin language from their first render (admin.components.providers).
 * Payload's date picker registers the language's date-fns locale in an effect, after its
 * first render, and with a locale it loads asynchronously, so every date input of a
 * freshly loaded edit view kept the US layout (`Nov 27, 2026, 5:02 AM` in the Dutch
 * admin). Registering the admin's own locale before any picker renders fixes that: the
 * input is formatted with react-datepicker's default locale, which it keeps on `window`.
 */
export function AdminLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const key = i18n.language === 'en' ? 'admin-en' : 'admin-nl'
  registerLocale(key, key === 'admin-en' ? adminEnglish : adminDutch)
  setDefaultLocale(key)
  return children
}
