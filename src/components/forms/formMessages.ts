import { getTranslations } from 'next-intl/server'

import type { FormMessages } from './useFormPost'

/**
 * The messages every form shows, from the catalogues of the page's language. Not the
 * reasons of a refusal: the server's answer says those (useFormPost).
 */
export async function formMessages(success: string, failure: string): Promise<FormMessages> {
  const t = await getTranslations('forms')
  return {
    errors: {
      required: t('errors.required'),
      email: t('errors.email'),
      tooLong: t('errors.tooLong'),
    },
    summary: t('errorSummary'),
    success,
    failure,
  }
}
