import { openPreview } from '@/server/preview'

/** `/preview?path=/cases/gaivota&locale=en`: the admin's preview links (src/cms/preview.ts). */
export const dynamic = 'force-dynamic'

export const GET = openPreview
