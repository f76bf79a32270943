import { getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/not-found/NotFoundMessage'

export default async function CaseStudyNotFound() {
  const t = await getTranslations('notFound.case')
  return <NotFoundMessage title={t('title')} text={t('text')} linkLabel={t('link')} href="/cases" />
}
