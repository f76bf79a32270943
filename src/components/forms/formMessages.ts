import { getTranslations } from 'next-intl/server'

import type { FormMessages } from './useFormPost'

/** The messages every form shows, from the catalogues of the page's language. */
export async function formMessages(success: string, failure: string): Promise<FormMessages> {
  const t = await getTranslations('forms')
  return {
    errors: {
      required: t('errors.required'),
      email: t('errors.email'),
      tooLong: t('errors.tooLong'),
      tooFast: t('errors.tooFast'),
      rateLimited: t('errors.rateLimited'),
      malformed: t('errors.malformed'),
    },
    summary: t('errorSummary'),
    success,
    failure,
  }
}
