import { followNewsletterLink, openNewsletterLink } from '@/server/newsletter/links'

/** Opening the link changes nothing (it leads to a page with a button); the button posts. */
export const GET = (request: Request) => openNewsletterLink(request, 'confirm')
export const POST = (request: Request) => followNewsletterLink(request, 'confirm')
