import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  type FirstScreenStyles,
  firstScreenStylesFile,
  parseFirstScreenStyles,
} from '@/lib/firstScreenStyles'
import { locales } from '@/lib/i18n/locales'

import { loadSiteLayout } from './layout'

type Params = Promise<{ locale: string }>

let kept: Record<string, FirstScreenStyles> | null | undefined

/**
 * What the build kept of the results page's first screen (src/lib/firstScreenStyles.ts),
 * read once. Missing under `next dev`, which links the stylesheet instead
 * (src/styles/stylesheetInDev.ts); a production build without it is a broken build.
 */
function firstScreenStyles(locale: string): FirstScreenStyles | undefined {
  // `next dev` may find a production build's file in the same folder: not its CSS.
  if (process.env.NODE_ENV !== 'production') return undefined
  if (kept === undefined) {
    const file = path.resolve(
      /* turbopackIgnore: true */ process.cwd(),
      process.env.NEXT_DIST_DIR || '.next',
      firstScreenStylesFile,
    )
    try {
      kept = parseFirstScreenStyles(readFileSync(file, 'utf8'), locales)
    } catch {
      kept = null
    }
    // The build renders the page once without them, to make them (scripts/pass-pages.ts).
    if (!kept && !process.env.SEARCH_TEMPLATES) {
      console.error(`${file} is missing or broken: the search page is unstyled. Run npm run build.`)
    }
  }
  return kept?.[locale]
}

/** The frame of the search results page: the site's, with its first screen's CSS inline. */
export async function loadSearchLayout(params: Params) {
  const layout = await loadSiteLayout(params)
  return { ...layout, styles: firstScreenStyles(layout.locale) }
}
