import localFont from 'next/font/local'

/** The one brand family, self-hosted from npm (no font host is ever contacted). */
export const brandFont = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  adjustFontFallback: 'Arial',
})
