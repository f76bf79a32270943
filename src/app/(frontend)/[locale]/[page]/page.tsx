import { FreePage } from '@/components/pages/FreePage'
import { freePageMetadata, freePageStaticParams, loadFreePage } from '@/server/pages/freePage'

type Props = { params: Promise<{ locale: string; page: string }> }

export const generateStaticParams = freePageStaticParams

export const generateMetadata = ({ params }: Props) => freePageMetadata(params)

export default async function FreePageRoute({ params }: Props) {
  return <FreePage {...await loadFreePage(params)} />
}
