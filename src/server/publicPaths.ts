import 'server-only'

import { cache } from 'react'

import { payloadClient } from '@/cms/client'
import { publicPaths } from '@/cms/publicPaths'

/** Every public page (locale-free), once per render: the sitemap and the share cards. */
export const getPublicPaths = cache(async () => publicPaths(await payloadClient()))
