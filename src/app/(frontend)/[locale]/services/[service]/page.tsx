import { ServicePage } from '@/components/services/ServicePage'
import { loadServicePage, serviceRouteMetadata, serviceStaticParams } from '@/server/pages/services'

type Props = { params: Promise<{ locale: string; service: string }> }

export const generateStaticParams = serviceStaticParams

export const generateMetadata = ({ params }: Props) => serviceRouteMetadata(params)

export default async function ServiceRoute({ params }: Props) {
  return <ServicePage {...await loadServicePage(params)} />
}
