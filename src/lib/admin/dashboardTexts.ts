/** The dashboard's words in the admin's two languages (src/payload.config.ts `i18n`). */
export type AdminLanguage = 'nl' | 'en'

export const dashboardTexts = {
  nl: {
    title: 'Wat er te doen is',
    intro: 'Elk cijfer komt uit de database van dit moment en opent de lijst erachter.',
    sales: 'Leads en offerteaanvragen',
    sinceLastVisit: 'Nieuw sinds je vorige bezoek',
    lastVisit: 'Vorige bezoek',
    thisWeek: 'Deze week',
    open: 'Nog niet opgepakt (status Nieuw)',
    oldestOpen: 'Wacht het langst',
    noneOpen: 'Niets wacht: alles is opgepakt.',
    sources: 'Herkomst deze week (leads en offerteaanvragen)',
    sourceDirect: 'direct (geen campagne of verwijzing)',
    noSources: 'Deze week nog geen aanvragen.',
    source: 'Bron',
    count: 'Aantal',
    collection: 'Soort',
    editor: 'Content',
    drafts: 'Concepten met niet-gepubliceerde wijzigingen',
    scheduled: 'Gepland om te publiceren of depubliceren',
    publish: 'Publiceren',
    unpublish: 'Depubliceren',
    noneScheduled: 'Niets gepland.',
    missing: 'Zonder vertaling',
    missingIn: { en: 'Engels', fr: 'Frans' },
    outbox: 'Uitgaande e-mail',
    waiting: 'Wachten op verzending',
    failed: 'Mislukt',
    lastError: 'Laatste fout',
    failingSince: 'Mislukt sinds',
    noFailures: 'Geen mislukte e-mails.',
    searches: 'Gezocht zonder resultaat (deze week)',
    searchesNote:
      'Zoekopdrachten op de site die niets vonden: alleen de tekst en de taal, 90 dagen bewaard.',
    noSearches: 'Deze week vond elke zoekopdracht iets.',
    query: 'Zoekopdracht',
    language: 'Taal',
    languages: { nl: 'Nederlands', en: 'Engels', fr: 'Frans' },
    at: 'om',
  },
  en: {
    title: 'What needs doing',
    intro: 'Every figure comes from the database as it is now and opens the list behind it.',
    sales: 'Leads and quote requests',
    sinceLastVisit: 'New since your last visit',
    lastVisit: 'Last visit',
    thisWeek: 'This week',
    open: 'Not yet picked up (status New)',
    oldestOpen: 'Waiting longest',
    noneOpen: 'Nothing is waiting: everything has been picked up.',
    sources: 'Sources this week (leads and quote requests)',
    sourceDirect: 'direct (no campaign or referrer)',
    noSources: 'No requests yet this week.',
    source: 'Source',
    count: 'Count',
    collection: 'Kind',
    editor: 'Content',
    drafts: 'Drafts with unpublished changes',
    scheduled: 'Scheduled to publish or unpublish',
    publish: 'Publish',
    unpublish: 'Unpublish',
    noneScheduled: 'Nothing scheduled.',
    missing: 'Missing a translation',
    missingIn: { en: 'English', fr: 'French' },
    outbox: 'Outgoing email',
    waiting: 'Waiting to be sent',
    failed: 'Failed',
    lastError: 'Last error',
    failingSince: 'Failing since',
    noFailures: 'No failed emails.',
    searches: 'Searched without results (this week)',
    searchesNote: 'Site searches that found nothing: only the text and the language, kept 90 days.',
    noSearches: 'Every search found something this week.',
    query: 'Search',
    language: 'Language',
    languages: { nl: 'Dutch', en: 'English', fr: 'French' },
    at: 'at',
  },
} as const

export type DashboardTexts = (typeof dashboardTexts)[AdminLanguage]

/**
 * A moment as staff read it in their admin language, on the agency's clock:
 * Dutch `26 nov 2026 20:41`, English `26 Nov 2026, 20:41`.
 */
export function staffDateTime(iso: string, language: AdminLanguage): string {
  const format = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const text = format.format(new Date(iso))
  // Dutch writes no comma between date and time.
  return language === 'nl' ? text.replace(', ', ' ') : text
}
