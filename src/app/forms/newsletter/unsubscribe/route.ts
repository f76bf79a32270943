import { followNewsletterLink } from '@/lib/newsletter/links'

export const GET = (request: Request) => followNewsletterLink(request, 'unsubscribe')
export const POST = GET
