'use client'

import { createContext, useContext, useEffect, type ReactNode } from 'react'

import { rememberVisitStart } from '@/components/forms/visitSource'
import {
  isLocale,
  localeStorageKey,
  localizePath,
  splitLocale,
  type Locale,
} from '@/lib/i18n/locales'
import { readBrowserPreference, storeBrowserPreference } from '@/lib/i18n/storage'

import type { DetectionSettings } from './detectBrowserLocale'

type Preference = { locale: Locale; setLocale: (locale: Locale) => void }

const PreferenceContext = createContext<Preference | null>(null)

export function useLocalePreference(): Preference {
  const value = useContext(PreferenceContext)
  if (!value) throw new Error('useLocalePreference must be used inside <LocalePreference>')
  return value
}

/** Goes to the current page in `locale`, unless the page already is in it. */
function goTo(locale: Locale, current: Locale) {
  if (locale === current) return
  const { path } = splitLocale(window.location.pathname)
  window.location.assign(localizePath(path, locale) + window.location.search + window.location.hash)
}

/** Unprefixed (Dutch) URLs follow the stored or detected language; /en and /fr are explicit. */
const followsPreference = () => !splitLocale(window.location.pathname).prefixed

/** Detection's settings and its code (a chunk of its own), fetched side by side. */
async function detect(): Promise<Locale | null> {
  const [response, { detectBrowserLocale }] = await Promise.all([
    fetch('/locale-detection', { cache: 'no-store' }),
    import('./detectBrowserLocale'),
  ])
  return detectBrowserLocale((await response.json()) as DetectionSettings)
}

/**
 * Applies the stored language on the client (spec §4): cookie, then storage; an
 * unprefixed (Dutch) page follows a stored English/French choice; a change in
 * another tab is followed; optional detection runs only when nothing is stored.
 */
export function LocalePreference({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    // Where this visit began, for the forms (first-party, this tab only): before any
    // move to the stored language, so the landing page and its campaign are the visit's own.
    rememberVisitStart()
    // The stored language lives in the browser only, so it is read after hydration. The
    // attribute tells tests that this ran; it is not React state, so nothing re-renders.
    const stored = readBrowserPreference()
    document.documentElement.dataset.localeInitialised = 'true'
    if (stored) {
      storeBrowserPreference(stored) // keeps cookie and storage in step
      if (followsPreference()) goTo(stored, locale)
      return
    }
    detect()
      .then((detected) => {
        if (!detected || readBrowserPreference()) return
        storeBrowserPreference(detected)
        if (followsPreference()) goTo(detected, locale)
      })
      .catch((error: unknown) => console.warn('Language detection failed', error))
  }, [locale])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== localeStorageKey || !isLocale(event.newValue)) return
      storeBrowserPreference(event.newValue)
      goTo(event.newValue, locale)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [locale])

  const setLocale = (next: Locale) => {
    storeBrowserPreference(next)
    goTo(next, locale)
  }
  return <PreferenceContext value={{ locale, setLocale }}>{children}</PreferenceContext>
}
