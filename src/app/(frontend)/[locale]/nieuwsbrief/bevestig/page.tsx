import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction'
import {
  loadNewsletterLink,
  newsletterLinkMetadata,
  type SearchParams,
} from '@/server/pages/newsletterLink'

/** A newsletter mail's confirm link: one button that posts, so a link scanner changes nothing. */
export const generateMetadata = () => newsletterLinkMetadata('confirm')

export default async function NewsletterLinkRoute({
  searchParams,
}: {
  searchParams: SearchParams
}) {
  return <NewsletterLinkAction {...await loadNewsletterLink('confirm', searchParams)} />
}
