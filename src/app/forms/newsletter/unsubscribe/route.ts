import { followNewsletterLink, openNewsletterLink } from '@/server/newsletter/links'

/**
 * Opening the link changes nothing (it leads to a page with a button); the button and
 * a mail client's one-click unsubscribe (RFC 8058) post.
 */
export const GET = (request: Request) => openNewsletterLink(request, 'unsubscribe')
export const POST = (request: Request) => followNewsletterLink(request, 'unsubscribe')
