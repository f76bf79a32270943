import { HomePage } from '@/components/home/HomePage'
import { homeMetadata, loadHomePage } from '@/server/pages/home'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => homeMetadata(params)

export default async function HomeRoute({ params }: Props) {
  return <HomePage {...await loadHomePage(params)} />
}
