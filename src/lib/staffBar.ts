/**
 * The "edit this page" bar staff see on the public site (issue 27). Public pages are
 * prerendered and the same bytes for everyone, so the bar is not part of them. The proxy
 * (src/proxy.ts) sends a page request that carries Payload's session cookie to the staff
 * view (src/server/staffView.ts), which has Payload verify the session and adds the bar
 * to the visitors' page. Visitors get the page untouched: no markup, no script, no
 * request. The bar is plain links and one stylesheet block (the pages' policy allows
 * inline styles; it has no script, so no hash to add).
 * Pure; the server entry reads the cookie helpers too (plain Node, relative `.ts` imports).
 */
import { routedCollections } from './editorial.ts'
import { defaultLocale, isLocale, type Locale } from './i18n/locales.ts'

/** Payload's session cookie (`${cookiePrefix}-token`, prefix `payload`). */
export const sessionCookie = 'payload-token'
/** The admin language Payload keeps per browser (`${cookiePrefix}-lng`). */
export const adminLanguageCookie = 'payload-lng'
/** Where the proxy sends a page request with a session cookie (src/app/staff-view). */
export const staffViewPath = '/staff-view'

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const value = part.slice(at + 1).trim()
    try {
      return value ? decodeURIComponent(value) : null
    } catch {
      return null
    }
  }
  return null
}

/** What a public page shows: a record (by slug), a list of records, a global, or nothing known. */
export type PageSource =
  | { kind: 'record'; collection: string; slug: string }
  | { kind: 'list'; collection: string }
  | { kind: 'global'; global: string }
  | { kind: 'none' }

export type PublicPage = { locale: Locale; path: string; source: PageSource }

const slugPattern = /^[a-z0-9][a-z0-9-]*$/
/** Listing pages and the globals behind fixed pages (src/lib/editorial.ts, previewPath). */
const fixedPages: Record<string, PageSource> = {
  '/': { kind: 'global', global: 'home' },
  '/over-ons': { kind: 'global', global: 'about' },
  '/faq': { kind: 'list', collection: 'faqs' },
  '/cases': { kind: 'list', collection: 'case-studies' },
  '/blogs': { kind: 'list', collection: 'blog-posts' },
  '/contact': { kind: 'global', global: 'site-settings' },
}

/**
 * The page a request asks for (`/en/blogs/x?y` → English, `/blogs/x`) and the document
 * behind it. Null for what is not a page (Payload, Next.js, files, forms, feeds).
 */
export function publicPage(url: string): PublicPage | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname)
  } catch {
    return null
  }
  if (
    /^\/(?:admin|api|_next|_vercel|preview|forms|locale-detection|og|staff-view)(?:\/|$)/.test(
      pathname,
    )
  ) {
    return null
  }
  if (/\.[a-z0-9]+$/i.test(pathname)) return null
  const segments = pathname.split('/').filter(Boolean)
  // `/nl/...` is the internal name of a Dutch page, not a public address.
  if (segments[0] === defaultLocale) return null
  let locale: Locale = defaultLocale
  if (segments[0] && isLocale(segments[0])) locale = segments.shift() as Locale
  const path = `/${segments.join('/')}`
  return { locale, path, source: sourceOf(path) }
}

function sourceOf(path: string): PageSource {
  const fixed = fixedPages[path]
  if (fixed) return fixed
  const segments = path.split('/').filter(Boolean)
  if (!segments.every((segment) => slugPattern.test(segment))) return { kind: 'none' }
  // The longest base first: `/services/digital-marketing/x` before `/services/x`.
  const bases = Object.entries(routedCollections).sort(([, a], [, b]) => b.length - a.length)
  for (const [collection, base] of bases) {
    const baseSegments = base.split('/').filter(Boolean)
    if (segments.length !== baseSegments.length + 1) continue
    if (baseSegments.every((segment, index) => segments[index] === segment)) {
      return { kind: 'record', collection, slug: segments.at(-1) ?? '' }
    }
  }
  return { kind: 'none' }
}

export type StaffLinks = {
  /** The document's edit view, its list, or the admin's dashboard. */
  edit: string
  /** The page as a draft, through the admin's preview route (src/app/preview). */
  preview: string | null
  /** What `edit` leads to. */
  editsDocument: boolean
}

/** The links of the bar; `id` is the record's id once looked up (null if not found). */
export function staffLinks(page: PublicPage, id: string | number | null): StaffLinks {
  const locale = page.locale === defaultLocale ? '' : `?locale=${page.locale}`
  const preview = `/preview?${new URLSearchParams({ path: page.path, locale: page.locale })}`
  const { source } = page
  switch (source.kind) {
    case 'global':
      return { edit: `/admin/globals/${source.global}${locale}`, preview, editsDocument: true }
    case 'record':
      if (id === null) {
        return { edit: `/admin/collections/${source.collection}`, preview, editsDocument: false }
      }
      return {
        edit: `/admin/collections/${source.collection}/${encodeURIComponent(String(id))}${locale}`,
        preview,
        editsDocument: true,
      }
    case 'list':
      return {
        edit: `/admin/collections/${source.collection}`,
        preview: null,
        editsDocument: false,
      }
    default:
      return { edit: '/admin', preview: null, editsDocument: false }
  }
}

const words = {
  nl: {
    label: 'Beheer',
    edit: 'Deze pagina bewerken',
    list: 'In het beheer openen',
    dashboard: 'Naar het beheer',
    preview: 'Voorbeeld met concepten',
    note: 'Alleen zichtbaar voor ingelogde medewerkers.',
  },
  en: {
    label: 'Admin',
    edit: 'Edit this page',
    list: 'Open in the admin',
    dashboard: 'Go to the admin',
    preview: 'Preview with drafts',
    note: 'Only logged-in staff see this.',
  },
} as const

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c)

/**
 * The bar's own styles: brand ink and white (15.9:1), link underline on hover and a
 * visible focus ring (spark orange on ink, 6.4:1). Scoped by class, so the page's
 * styles and the bar's do not meet.
 */
const style =
  '.vonk-staff-bar{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1.25rem;' +
  'padding:.5rem 1rem;background:#0d1b2a;color:#fff;font:600 .875rem/1.5 system-ui,sans-serif}' +
  '.vonk-staff-bar a{color:#fff;text-decoration:underline;text-underline-offset:.2em}' +
  '.vonk-staff-bar a:hover{text-decoration-thickness:2px}' +
  '.vonk-staff-bar a:focus-visible{outline:2px solid #f97316;outline-offset:2px;border-radius:2px}' +
  '.vonk-staff-bar__label{color:#f97316;text-transform:uppercase;letter-spacing:.06em;font-size:.75rem}' +
  '.vonk-staff-bar__note{margin-left:auto;font-weight:400;color:#cbd5e1;font-size:.8125rem}'

export type StaffBar = { style: string; nav: string }

/** The bar's markup, in the staff member's admin language (Dutch unless English). */
export function staffBar(links: StaffLinks, language: string | null): StaffBar {
  const lang = language === 'en' ? 'en' : 'nl'
  const text = words[lang]
  const editText = links.editsDocument
    ? text.edit
    : links.edit === '/admin'
      ? text.dashboard
      : text.list
  const parts = [
    `<span class="vonk-staff-bar__label">${text.label}</span>`,
    `<a href="${escapeHtml(links.edit)}">${editText}</a>`,
    links.preview ? `<a href="${escapeHtml(links.preview)}">${text.preview}</a>` : '',
    `<span class="vonk-staff-bar__note">${text.note}</span>`,
  ]
  return {
    style: `<style data-staff-bar="">${style}</style>`,
    nav:
      `<nav class="vonk-staff-bar" lang="${lang}" aria-label="${text.label}" data-staff-bar="">` +
      `${parts.join('')}</nav>`,
  }
}

/**
 * The page with the bar's styles at the end of its head and the bar first in its body
 * (before the skip link: staff reach the bar first; it covers nothing, as it is not
 * fixed). Unchanged if the page has no head or body.
 */
export function withStaffBar(html: string, bar: StaffBar): string {
  const headEnd = html.search(/<\/head>/i)
  const body = /<body\b[^>]*>/i.exec(html)
  if (headEnd < 0 || !body || body.index < headEnd) return html
  const at = body.index + body[0].length
  return html.slice(0, headEnd) + bar.style + html.slice(headEnd, at) + bar.nav + html.slice(at)
}
