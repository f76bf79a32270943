import { toChatbotContent } from '@/lib/chatbot/content'
import { chatbotTexts } from '@/lib/chatbot/texts'
import { getChatbot } from '@/server/queries'
import { isLocale, locales } from '@/lib/i18n/locales'

/**
 * The quote assistant's content and texts in one language, fetched by the dialog when
 * it opens. Prerendered at build time like the pages (no database read per visit);
 * saving the `chatbot` global revalidates it (src/cms/hooks/revalidate.ts).
 */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response(null, { status: 404 })
  const chatbot = await getChatbot(locale)
  return Response.json({ content: toChatbotContent(chatbot), texts: chatbotTexts(locale) })
}
