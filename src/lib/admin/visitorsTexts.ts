/** The "Bezoekers" view's words in the admin's two languages (src/components/admin/Visitors.tsx). */
import type { AdminLanguage } from './dashboardTexts'

export const visitorsTexts = {
  nl: {
    title: 'Bezoekers',
    nav: 'Bezoekers',
    intro:
      'Gemeten op deze site zelf, zonder cookies en zonder persoonsgegevens. Een bezoeker telt één keer per dag; wie Do Not Track of Global Privacy Control aanzet en zoekmachines tellen niet mee.',
    range: 'Periode',
    lastDays: (days: number) => `Laatste ${days} dagen`,
    views: 'Paginaweergaven',
    visitors: 'Bezoekers',
    visitorsNote: 'per dag uniek',
    perDay: 'Per dag',
    day: 'Dag',
    chartLabel: (views: number, visitors: number, days: number) =>
      `Grafiek: ${views} paginaweergaven en ${visitors} bezoekers in ${days} dagen; de tabel eronder geeft elke dag.`,
    topPages: 'Meest bekeken pagina’s',
    page: 'Pagina',
    referrers: 'Verwijzende sites',
    referrer: 'Site',
    campaigns: 'Campagnes: bezoek en aanvragen',
    campaign: 'Campagne (utm_campaign)',
    leads: 'Aanvragen',
    conversion: 'Conversie',
    sources: 'Campagnebronnen (utm_source)',
    source: 'Bron',
    devices: 'Apparaten',
    device: 'Apparaat',
    deviceNames: { phone: 'Telefoon', tablet: 'Tablet', desktop: 'Desktop' } as Record<
      string,
      string
    >,
    languages: 'Talen',
    language: 'Taal',
    slowLcp: 'Traagste pagina’s: Largest Contentful Paint (p75)',
    slowInp: 'Traagste pagina’s: Interaction to Next Paint (p75)',
    vitalsNote:
      'Het 75e percentiel van wat echte bezoekers meten; goed is een LCP tot 2,5 s en een INP tot 200 ms.',
    p75: 'p75',
    samples: 'Metingen',
    none: 'Nog geen gegevens in deze periode.',
    off: 'Bezoekersstatistieken staan uit (VISITOR_INSIGHT=off): er wordt niets meer gemeten.',
  },
  en: {
    title: 'Visitors',
    nav: 'Visitors',
    intro:
      'Measured on this site itself, without cookies and without personal data. A visitor counts once a day; visitors with Do Not Track or Global Privacy Control and search engines are not counted.',
    range: 'Period',
    lastDays: (days: number) => `Last ${days} days`,
    views: 'Page views',
    visitors: 'Visitors',
    visitorsNote: 'unique per day',
    perDay: 'Per day',
    day: 'Day',
    chartLabel: (views: number, visitors: number, days: number) =>
      `Chart: ${views} page views and ${visitors} visitors in ${days} days; the table below gives each day.`,
    topPages: 'Top pages',
    page: 'Page',
    referrers: 'Referring sites',
    referrer: 'Site',
    campaigns: 'Campaigns: visits and leads',
    campaign: 'Campaign (utm_campaign)',
    leads: 'Leads',
    conversion: 'Conversion',
    sources: 'Campaign sources (utm_source)',
    source: 'Source',
    devices: 'Devices',
    device: 'Device',
    deviceNames: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as Record<string, string>,
    languages: 'Languages',
    language: 'Language',
    slowLcp: 'Slowest pages: Largest Contentful Paint (p75)',
    slowInp: 'Slowest pages: Interaction to Next Paint (p75)',
    vitalsNote:
      'The 75th percentile of what real visitors measure; good is an LCP up to 2.5 s and an INP up to 200 ms.',
    p75: 'p75',
    samples: 'Samples',
    none: 'No data for this period yet.',
    off: 'Visitor insight is switched off (VISITOR_INSIGHT=off): nothing is measured any more.',
  },
} satisfies Record<AdminLanguage, Record<string, unknown>>

export type VisitorsTexts = (typeof visitorsTexts)[AdminLanguage]

/** The periods the view offers, in days; the first is the default. */
export const visitorRanges = [30, 7, 90] as const
export type VisitorRange = (typeof visitorRanges)[number]

export function visitorRange(value: unknown): VisitorRange {
  const days = Number(Array.isArray(value) ? value[0] : value)
  return (visitorRanges as readonly number[]).includes(days)
    ? (days as VisitorRange)
    : visitorRanges[0]
}

/** A day (`2026-11-27`) as staff read it: `27 nov` / `27 Nov`. */
export function staffDay(day: string, language: AdminLanguage): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** A count, a share or a duration in the admin language's own notation. */
export function staffNumber(value: number, language: AdminLanguage, style?: 'percent'): string {
  return new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    style,
    maximumFractionDigits: style === 'percent' ? 1 : 2,
  }).format(value)
}
