import { AboutPage } from '@/components/about/AboutPage'
import { aboutMetadata, loadAboutPage } from '@/server/pages/about'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => aboutMetadata(params)

export default async function AboutRoute({ params }: Props) {
  return <AboutPage {...await loadAboutPage(params)} />
}
