import { localeFreeRoutes, localized } from './support/routes'
import { expect, test } from './support/test'

/**
 * An ordinary space before ; : ! ? » or after «, where French wants a no-break one, or
 * a straight apostrophe after a letter, where it wants ’.
 */
const UNSET = /.{0,24}(?: [;:!?»]|« |(?<=\p{L})').{0,8}/gu

const typographyMisses = (texts: readonly string[]) =>
  texts.flatMap((text) => [...text.matchAll(UNSET)].map((match) => match[0]))

/*
 * French is typed with ordinary spaces before ; : ! ? (catalogues and CMS alike) and set
 * with no-break spaces when read, so no mark can end up alone at the start of a line.
 */
test.describe('French typography', () => {
  for (const url of localeFreeRoutes.map((route) => localized(route, 'fr'))) {
    test(`${url} keeps ; : ! ? and « » with their word, and curls its apostrophes`, async ({
      page,
    }) => {
      await page.goto(url)
      const texts = await page.evaluate(() => [
        document.body.innerText,
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        ...[...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((element) =>
          ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
        ),
      ])
      expect(typographyMisses(texts)).toEqual([])
    })
  }

  test("the quote assistant's French texts are set too", async ({ request }) => {
    const response = await request.get('/forms/chatbot/fr')
    expect(response.ok()).toBe(true)
    const strings: string[] = []
    JSON.stringify(await response.json(), (_key, value: unknown) => {
      if (typeof value === 'string') strings.push(value)
      return value
    })
    expect(strings.some((text) => text.includes('\u202F?'))).toBe(true)
    expect(typographyMisses(strings)).toEqual([])
  })
})
