import { CaseStudyPage } from '@/components/cases/CaseStudyPage'
import {
  caseStudyMetadata,
  caseStudyStaticParams,
  loadCaseStudyPage,
} from '@/server/pages/caseStudy'

type Props = { params: Promise<{ locale: string; id: string }> }

export const generateStaticParams = caseStudyStaticParams

export const generateMetadata = ({ params }: Props) => caseStudyMetadata(params)

export default async function CaseStudyRoute({ params }: Props) {
  return <CaseStudyPage {...await loadCaseStudyPage(params)} />
}
