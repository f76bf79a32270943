import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { refreshKnownPaths } from '@/cms/publicPaths'
import { locales } from '@/lib/i18n/locales'
import { shareCardPath } from '@/lib/shareCardPaths'

type PathsOf<T> = (doc: T) => string[]

function revalidate(paths: string[]) {
  try {
    for (const path of paths) {
      for (const locale of locales) {
        revalidatePath(`/${locale}${path === '/' ? '' : path}`)
        // The page's generated share card shows its title too (src/app/og).
        revalidatePath(shareCardPath(path, locale))
      }
    }
  } catch (error) {
    // Outside a running Next.js server (seed, CLI) there is no cache to refresh.
    console.info('[revalidate] skipped:', (error as Error).message)
  }
}

/**
 * Every page and share card. A layout revalidation matches the route's own segments
 * (`/(frontend)/[locale]/layout`), never a concrete `/en`: only the root, which every
 * route derives, reaches them all.
 */
function revalidateAll() {
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    console.info('[revalidate] skipped:', (error as Error).message)
  }
}

/** Re-renders the static pages that show a record, in every language, after an editor saves it. */
export function revalidateCollection<T>(pathsOf: PathsOf<T>): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, context, req }) => {
        if (!context.disableRevalidate) {
          revalidate([...pathsOf(doc as T), ...(previousDoc ? pathsOf(previousDoc as T) : [])])
          // New or removed slugs change which URLs exist (src/lib/routes/registry.ts).
          await refreshKnownPaths(req.payload, req)
        }
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, context, req }) => {
        if (!context.disableRevalidate) {
          revalidate(pathsOf(doc as T))
          await refreshKnownPaths(req.payload, req)
        }
        return doc
      },
    ],
  }
}

/** Globals (navigation, footer, home, about) appear on many pages: refresh them all. */
export const revalidateEverything: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateAll()
  return doc
}

/** The prerendered content the quote assistant's dialog loads (src/app/forms/chatbot/[locale]). */
const chatbotContentPath = (locale: string) => `/forms/chatbot/${locale}`

/** Saving the assistant's content refreshes what the dialog loads, in every language. */
export const revalidateChatbot: GlobalAfterChangeHook = ({ doc, context }) => {
  if (context.disableRevalidate) return doc
  try {
    for (const locale of locales) revalidatePath(chatbotContentPath(locale))
  } catch (error) {
    // Outside a running Next.js server (seed, CLI) there is no cache to refresh.
    console.info('[revalidate] skipped:', (error as Error).message)
  }
  return doc
}
