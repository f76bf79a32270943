import { FaqPage } from '@/components/faq/FaqPage'
import { faqMetadata, loadFaqPage } from '@/server/pages/faq'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => faqMetadata(params)

export default async function FaqRoute({ params }: Props) {
  return <FaqPage {...await loadFaqPage(params)} />
}
