import { DigitalMarketingPage } from '@/components/services/DigitalMarketingPage'
import { digitalMarketingMetadata, loadDigitalMarketingPage } from '@/server/pages/services'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => digitalMarketingMetadata(params)

export default async function DigitalMarketingRoute({ params }: Props) {
  return <DigitalMarketingPage {...await loadDigitalMarketingPage(params)} />
}
