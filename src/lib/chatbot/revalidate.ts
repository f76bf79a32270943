import { revalidatePath } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

import { locales } from '@/lib/i18n/locales'

/** The prerendered content the dialog loads, per language (src/app/forms/chatbot/[locale]). */
export const chatbotContentPath = (locale: string) => `/forms/chatbot/${locale}`

/** Saving the assistant's content refreshes what the dialog loads, in every language. */
export const revalidateChatbot: GlobalAfterChangeHook = ({ doc, context }) => {
  if (context.disableRevalidate) return doc
  try {
    for (const locale of locales) revalidatePath(chatbotContentPath(locale))
  } catch (error) {
    // Outside a running Next.js server (seed, CLI) there is no cache to refresh.
    console.info('[revalidate] skipped:', (error as Error).message)
  }
  return doc
}
