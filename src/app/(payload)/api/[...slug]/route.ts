import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { afterCommitting } from '@/server/saves'

// Saves refresh what visitors see once they committed (src/server/saves.ts); GET too,
// as the jobs endpoint publishes scheduled content on a GET.
export const GET = afterCommitting(REST_GET(config))
export const POST = afterCommitting(REST_POST(config))
export const DELETE = afterCommitting(REST_DELETE(config))
export const PATCH = afterCommitting(REST_PATCH(config))
export const PUT = afterCommitting(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
