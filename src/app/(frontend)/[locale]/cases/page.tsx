import { CaseOverview } from '@/components/cases/CaseOverview'
import { casesMetadata, loadCaseOverview } from '@/server/pages/cases'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => casesMetadata(params)

export default async function CasesRoute({ params }: Props) {
  return <CaseOverview {...await loadCaseOverview(params)} />
}
