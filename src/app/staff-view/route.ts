import { staffView } from '@/server/staffView'

/** The staff bar on a public page (issue 27): the proxy sends staff here; src/server/staffView.ts. */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => staffView(request)
