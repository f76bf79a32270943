/*
 * Share cards are drawn by next/og with its bundled font (Geist Regular). For any
 * character that font lacks, next/og downloads a font from Google Fonts (and emoji
 * from a CDN), at build or on the server. The site contacts no font host, so card
 * text is limited to characters the font has; tests/unit/cardText.test.ts checks
 * this list against the font file.
 */

/** Latin, Latin-1, Latin Extended-A and typographic punctuation as far as Geist covers them. */
export const cardCharacters =
  /[\u0020-\u007e\u00a0-\u00ac\u00ae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122\u2190-\u2193]/

/** Spaces the font lacks, drawn as the ones it has. */
const spaces: Record<string, string> = { '\u202f': '\u00a0', '\u2009': ' ', '\u2007': ' ' }

/**
 * Text the card can draw without fetching a font: a character the font lacks becomes
 * its base letter when it has one (ǎ → a), else is left out.
 */
export function cardText(text: string): string {
  const drawable = Array.from(text.normalize('NFC'), (character) => {
    const mapped = spaces[character] ?? character
    if (cardCharacters.test(mapped)) return mapped
    return Array.from(mapped.normalize('NFKD'))
      .filter((part) => cardCharacters.test(part))
      .join('')
  }).join('')
  return drawable.replace(/ {2,}/g, ' ').trim()
}
