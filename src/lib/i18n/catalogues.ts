import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import nl from '../../../messages/nl.json'

import type { Locale } from '@/lib/i18n/locales'
import { typeset } from '@/lib/i18n/typography'

/**
 * The UI catalogues. Dutch is the source: typing the others with its shape makes
 * the type check fail when English or French lacks a key (a unit test also
 * rejects extra keys). French is set with its no-break spaces here, once.
 */
export const catalogues: Record<Locale, typeof nl> = { nl, en, fr: typeset('fr', fr) }
