import { getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/not-found/NotFoundMessage'

export default async function BlogPostNotFound() {
  const t = await getTranslations('notFound.blog')
  return <NotFoundMessage title={t('title')} text={t('text')} linkLabel={t('link')} href="/blogs" />
}
