import { SubServicePage } from '@/components/services/SubServicePage'
import {
  loadSubServicePage,
  subServiceMetadata,
  subServiceStaticParams,
} from '@/server/pages/services'

type Props = { params: Promise<{ locale: string; sub: string }> }

export const generateStaticParams = subServiceStaticParams

export const generateMetadata = ({ params }: Props) => subServiceMetadata(params)

export default async function SubServiceRoute({ params }: Props) {
  return <SubServicePage {...await loadSubServicePage(params)} />
}
