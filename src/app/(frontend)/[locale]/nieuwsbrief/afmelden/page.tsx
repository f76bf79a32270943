import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction'
import {
  loadNewsletterLink,
  newsletterLinkMetadata,
  type SearchParams,
} from '@/server/pages/newsletterLink'

/** A newsletter mail's unsubscribe link: one button that posts, so a link scanner changes nothing. */
export const generateMetadata = () => newsletterLinkMetadata('unsubscribe')

export default async function NewsletterLinkRoute({
  searchParams,
}: {
  searchParams: SearchParams
}) {
  return <NewsletterLinkAction {...await loadNewsletterLink('unsubscribe', searchParams)} />
}
