import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { type Page } from '@playwright/test'

import nl from '../../messages/nl.json' with { type: 'json' }
import { expect, test } from './support/test'

const seedFolder = path.resolve(import.meta.dirname, '../../content/seed')
const records = <T>(folder: string): T[] =>
  readdirSync(path.join(seedFolder, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(seedFolder, folder, file), 'utf8')) as T)

const cases = records<{ slug: string; tags: string[] }>('case-studies')
const posts = records<{ slug: string; category: string; featured?: boolean }>('blog-posts')
const caseCards = (page: Page) => page.locator('main article')

test.describe('case study overview', () => {
  test('shows all 15 cases with the "all" tab current', async ({ page }) => {
    await page.goto('/cases')
    await expect(caseCards(page)).toHaveCount(15)
    const tabs = page.getByRole('navigation', { name: nl.cases.filterLabel })
    await expect(tabs.getByRole('link')).toHaveCount(8)
    await expect(tabs.getByRole('link', { name: nl.cases.all })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('each filter tab lives in the URL and shows exactly the cases with that service', async ({
    page,
  }) => {
    await page.goto('/cases')
    const tabs = page.getByRole('navigation', { name: nl.cases.filterLabel }).getByRole('link')
    const hrefs = await tabs.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    for (const href of hrefs.slice(1)) {
      const service = new URL(href, 'http://x').searchParams.get('service') ?? ''
      await page.locator(`a[href="${href}"]`).first().click()
      await expect(page).toHaveURL(href)
      await expect(page.locator(`a[href="${href}"]`).first()).toHaveAttribute(
        'aria-current',
        'page',
      )
      const expected = cases
        .filter((study) => study.tags.includes(service))
        .map((study) => `/cases/${study.slug}`)
      await expect(caseCards(page)).toHaveCount(expected.length)
      const shown = await caseCards(page)
        .locator('h2 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(shown.sort()).toEqual(expected.sort())
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the filter links work and can be shared', async ({ page }) => {
      await page.goto('/en/cases?service=ecommerce')
      const expected = cases.filter((study) => study.tags.includes('ecommerce')).length
      await expect(caseCards(page)).toHaveCount(expected)
      await page.getByRole('link', { name: 'Français' }).click()
      await expect(page).toHaveURL('/fr/cases?service=ecommerce')
      await expect(caseCards(page)).toHaveCount(expected)
      await page.goto('/en/cases?service=ecommerce')
      await page.getByRole('link', { name: 'All', exact: true }).click()
      await expect(page).toHaveURL('/en/cases')
      await expect(caseCards(page)).toHaveCount(15)
    })
  })
})

test.describe('blog overview', () => {
  test('labels every tab with its article count and puts featured posts first', async ({
    page,
  }) => {
    await page.goto('/blogs')
    const tabs = page.getByRole('navigation', { name: nl.blog.filterLabel }).getByRole('link')
    await expect(tabs.first()).toHaveText(`${nl.blog.all} (${posts.length})`)
    for (const [key, label] of Object.entries(nl.blog.categories)) {
      const count = posts.filter((post) => post.category === key).length
      await expect(tabs.filter({ hasText: label })).toHaveText(`${label} (${count})`)
    }
    const featured = posts.filter((post) => post.featured).length
    const firstLinks = await page
      .locator('main article h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const featuredSlugs = posts.filter((post) => post.featured).map((post) => `/blogs/${post.slug}`)
    expect(firstLinks.slice(0, featured).sort()).toEqual(featuredSlugs.sort())
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('a category tab filters, and the view-all button leads back', async ({ page }) => {
      await page.goto('/fr/blogs')
      await page.getByRole('link', { name: /^Image de marque/ }).click()
      await expect(page).toHaveURL('/fr/blogs?category=branding')
      await expect(page.locator('main article')).toHaveCount(
        posts.filter((post) => post.category === 'branding').length,
      )
      await page.getByRole('link', { name: 'Voir tous les articles' }).click()
      await expect(page).toHaveURL('/fr/blogs')
    })
  })
})
