import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { expect, test } from './support/test'

// The server HTML must carry the texts: JavaScript is off in this file.
test.use({ javaScriptEnabled: false })

const cases = [
  { url: '/cases/bestaat-niet', texts: nl.notFound.case, back: '/cases', lang: 'nl' },
  { url: '/blogs/bestaat-niet', texts: nl.notFound.blog, back: '/blogs', lang: 'nl' },
  { url: '/bestaat/niet', texts: nl.notFound.page, back: '/', lang: 'nl' },
  { url: '/en/cases/missing', texts: en.notFound.case, back: '/en/cases', lang: 'en' },
  { url: '/en/blogs/missing', texts: en.notFound.blog, back: '/en/blogs', lang: 'en' },
  { url: '/fr/cases/introuvable', texts: fr.notFound.case, back: '/fr/cases', lang: 'fr' },
  { url: '/fr/blogs/introuvable', texts: fr.notFound.blog, back: '/fr/blogs', lang: 'fr' },
  { url: '/fr/nulle-part', texts: fr.notFound.page, back: '/fr', lang: 'fr' },
]

test.describe('not found, without JavaScript', () => {
  for (const { url, texts, back, lang } of cases) {
    test(`${url} answers 404 with "${texts.title}" and "${texts.link}"`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title)
      const link = page.getByRole('link', { name: texts.link, exact: true })
      await expect(link).toHaveAttribute('href', back)
      await link.click()
      await expect(page).toHaveURL(back)
    })
  }

  test('the Dutch spec texts are exactly as written', async ({ page }) => {
    await page.goto('/cases/onbekend')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case study niet gevonden')
    await expect(page.getByRole('link', { name: 'Ga Terug' })).toBeVisible()
    await page.goto('/blogs/onbekend')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Niet Gevonden')
    await expect(page.getByRole('link', { name: 'Terug naar Blog' })).toBeVisible()
    await page.goto('/nergens')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
  })
})
