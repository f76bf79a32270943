import localFont from 'next/font/local'

/*
 * The one brand family, self-hosted from npm (no font host is ever contacted), in
 * two subsets as in @fontsource-variable/plus-jakarta-sans/wght.css: Latin, which
 * every page uses, and Latin Extended (ł, ő, ş, …), which the browser only downloads
 * when a page contains one of its characters.
 *
 * Neither is preloaded: Chromium holds the first paint for a preloaded font (up to
 * about 1.5 s after navigation), which on a phone network put the font's round trip on
 * every page's LCP (docs/performance.md). The pages' CSS is inline, so the browser asks
 * for the Latin file as soon as it lays out the first text, and paints that text in
 * the metric-adjusted fallback of globals.css meanwhile ('Brand Fallback').
 *
 * next/font gives each call its own family name, so they are two families; the font
 * stack in globals.css puts the extension first. Its range leaves out what the Latin
 * file also has (œ, ı, combining marks, †), so French text never fetches it; the
 * space is not in it either, so the Latin face stays the first available font that
 * line metrics come from.
 */

export const brandFont = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  preload: false,
  // next/font's own fallback only tries local(Arial), which Linux and Android do not
  // have; globals.css declares one with its metric-compatible alternatives.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

export const brandFontExtended = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand-ext',
  preload: false,
  // The adjusted fallback follows in the stack (globals.css).
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

/** Classes that define `--font-brand` and `--font-brand-ext` (put on `<html>`). */
export const fontVariables = `${brandFont.variable} ${brandFontExtended.variable}`
