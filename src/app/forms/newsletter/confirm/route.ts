import { followNewsletterLink } from '@/lib/newsletter/links'

export const GET = (request: Request) => followNewsletterLink(request, 'confirm')
