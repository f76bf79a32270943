import { closePreview } from '@/server/preview'

/** `/preview/exit?path=…`: back to what visitors see (the link in the preview bar). */
export const dynamic = 'force-dynamic'

export const GET = closePreview
