import 'server-only'

import { cache } from 'react'

import { payloadClient } from '@/cms/client'
import { publicPaths } from '@/cms/routing'
import { cacheTags } from '@/lib/cache/tags'
import { routedCollections } from '@/lib/editorial'

import { tagRender } from './cache'

/**
 * Every published page (locale-free), once per render: the sitemap and the share cards.
 * Tagged with the routed collections' lists, which a publish, an unpublish or a new
 * slug expires.
 */
export const getPublicPaths = cache(async () => {
  await tagRender(Object.keys(routedCollections).map(cacheTags.list))
  return publicPaths(await payloadClient())
})
