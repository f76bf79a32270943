/**
 * `npm run search:reindex`: rebuilds the site search's index from the published
 * content, in one transaction (searches meanwhile still see the old index). Applies
 * pending migrations first, as the other database commands do.
 */
import { payloadClient } from '@/cms/client'

import { reindexSearch } from './sync'
import { searchStore } from './store'

const payload = await payloadClient()
await payload.db.migrate()
const started = performance.now()
const indexed = await reindexSearch(payload)
const counts = await (await searchStore(payload)).counts()
payload.logger.info(
  `Search index rebuilt: ${indexed} pages (${Object.entries(counts)
    .map(([locale, count]) => `${locale} ${count}`)
    .join(', ')}) in ${Math.round(performance.now() - started)} ms`,
)
process.exit(0)
