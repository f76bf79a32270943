import { getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/not-found/NotFoundMessage'

export default async function LocaleNotFound() {
  const t = await getTranslations('notFound.page')
  return <NotFoundMessage title={t('title')} text={t('text')} linkLabel={t('link')} href="/" />
}
