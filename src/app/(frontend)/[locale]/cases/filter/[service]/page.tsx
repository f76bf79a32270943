import { CaseOverview } from '@/components/cases/CaseOverview'
import { caseServiceKeys } from '@/lib/serviceKeys'
import { filteredCasesMetadata, loadFilteredCases } from '@/server/pages/cases'

/** `/cases?service={key}` (rewritten here by next.config.ts): one prerendered page per filter. */
type Props = { params: Promise<{ locale: string; service: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return caseServiceKeys.map((service) => ({ service }))
}

export const generateMetadata = ({ params }: Props) => filteredCasesMetadata(params)

export default async function FilteredCasesRoute({ params }: Props) {
  return <CaseOverview {...await loadFilteredCases(params)} />
}
