import { defaultLocale, isLocale, splitLocale, type Locale } from '@/lib/i18n/locales'

import { sourcePath, visitSourceOf, type VisitSource } from '@/lib/leads/source'

import { clientAddress, hashAddress } from './client'

/** The visitor's language as the form states it; Dutch when missing or unknown. */
export function formLocale(fields: Record<string, unknown> | null): Locale {
  const value = fields?.locale
  return isLocale(value) ? value : defaultLocale
}

/**
 * The language of the page a post was sent from (its `Referer`), for an answer to a post
 * that could not be read and so names no language itself.
 */
export function refererLocale(referer: string | null): Locale {
  if (!referer || !URL.canParse(referer)) return defaultLocale
  return splitLocale(new URL(referer).pathname).locale
}

/** A honeypot a person never sees: anything in it means a bot filled the form. */
export function isBot(fields: Record<string, unknown>): boolean {
  const trap = fields.website
  return trap !== undefined && trap !== ''
}

/** What is stored with every submission besides the visitor's own words. */
export type SubmissionMeta = {
  locale: Locale
  page: string | null
  userAgent: string | null
  clientHash: string
  review: boolean
  /** Where the visit began (src/lib/leads/source.ts); all null for a post without JavaScript. */
  source: VisitSource
  /** The post's identity when it came with a verified start token (src/lib/forms/submissionKey.ts). */
  submissionKey?: string | null
}

/** Who posted, as the server entry settled it (never a header the client chose). */
export type Visitor = { address: string; userAgent: string | null }

export function visitorOf(headers: Headers): Visitor {
  return { address: clientAddress(headers), userAgent: headers.get('user-agent') }
}

export function submissionMeta(
  visitor: Visitor,
  fields: Record<string, unknown>,
  review: boolean,
  submissionKey: string | null = null,
): SubmissionMeta {
  return {
    submissionKey,
    locale: formLocale(fields),
    page: sourcePath(fields.page),
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
    clientHash: hashAddress(visitor.address),
    review,
    source: visitSourceOf(fields),
  }
}
