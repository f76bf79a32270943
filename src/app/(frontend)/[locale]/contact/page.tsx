import { ContactPage } from '@/components/contact/ContactPage'
import { contactMetadata, loadContactPage } from '@/server/pages/contact'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => contactMetadata(params)

export default async function ContactRoute({ params }: Props) {
  return <ContactPage {...await loadContactPage(params)} />
}
