/**
 * Searches that found nothing, as the agency's dashboard shows them: the query's text
 * (tidied, lower case) and language, and when; never an address or a visitor key. Kept
 * 90 days, removed by the daily retention purge (src/cms/leads/purge.ts).
 */
export const missRetentionDays = 90

/** The moment before which a remembered search is deleted. */
export function missCutoff(now: Date): Date {
  return new Date(now.getTime() - missRetentionDays * 24 * 60 * 60 * 1000)
}
