import { suggestionsAnswer } from '@/server/search/suggestions'

/** Search suggestions while typing (JSON), per language; never cached. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return suggestionsAnswer(request, (await params).locale)
}
