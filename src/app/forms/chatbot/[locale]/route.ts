import { toChatbotContent } from '@/lib/chatbot/content'
import { chatbotTexts } from '@/lib/chatbot/texts'
import { payloadClient } from '@/lib/cms/client'
import { isLocale, locales } from '@/lib/i18n/locales'
import { typeset } from '@/lib/i18n/typography'

/**
 * The quote assistant's content and texts in one language, fetched by the dialog when
 * it opens. Prerendered at build time like the pages (no database read per visit);
 * saving the `chatbot` global revalidates it (src/lib/chatbot/revalidate.ts).
 */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response(null, { status: 404 })
  const payload = await payloadClient()
  const chatbot = typeset(locale, await payload.findGlobal({ slug: 'chatbot', locale, depth: 0 }))
  return Response.json({ content: toChatbotContent(chatbot), texts: chatbotTexts(locale) })
}
