import bennh from '../../content/seed/case-studies/bennh.json' with { type: 'json' }
import about from '../../content/seed/globals/about.json' with { type: 'json' }

import { expect, test } from './support/test'

test.describe('case study header', () => {
  test('shows title, subtitle, the description and the testimonial with its person image', async ({
    page,
  }) => {
    const { header } = bennh
    await page.goto('/en/cases/bennh')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(header.title.en)
    await expect(page.getByText(header.subtitle.en)).toBeVisible()
    for (const paragraph of header.description) {
      await expect(page.getByText(paragraph.text.en)).toBeVisible()
    }
    const figure = page
      .locator('main figure')
      .filter({ has: page.locator('blockquote') })
      .first()
    await expect(figure.locator('blockquote')).toContainText(header.testimonial.quote.en)
    await expect(figure.locator('figcaption')).toContainText(header.testimonial.person)
    await expect(figure.locator('figcaption')).toContainText(
      `${header.testimonial.role.en}, ${header.testimonial.company}`,
    )
    const photo = figure.locator('figcaption img')
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await photo.getAttribute('src')).toContain('cases-bennh-person')
  })

  test('quotes in the marks of the page language', async ({ page }) => {
    const quote = page.locator('main blockquote p').first()
    await page.goto('/en/cases/bennh')
    await expect(quote).toHaveText(`“${bennh.header.testimonial.quote.en}”`)
    await page.goto('/fr/cases/bennh')
    await expect(quote).toHaveText(/^«\u202F.+\u202F»$/)
  })

  test('a case without a testimonial shows no quote', async ({ page }) => {
    await page.goto('/cases/yb-group')
    await expect(page.locator('main blockquote')).toHaveCount(0)
  })
})

test.describe('case study video', () => {
  test('plays only on request: muted, inline, with controls and a poster, loaded lazily', async ({
    page,
    request,
  }) => {
    await page.goto('/cases/gaivota')
    const video = page.locator('main video')
    await expect(video).toHaveCount(1)
    for (const attribute of ['controls', 'muted', 'playsinline', 'poster']) {
      await expect(video).toHaveAttribute(attribute)
    }
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).not.toHaveAttribute('autoplay')
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    const source = await page.locator('main video source').getAttribute('src')
    const response = await request.get(source ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('video/mp4')
  })

  test("its poster costs no request next to the hero image: the hero's own file, loaded lazily under it", async ({
    page,
  }) => {
    // A phone: there the hero image is the LCP element and shares the network with
    // every other early request.
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/cases/gaivota')
    await page.waitForLoadState('load')
    const heroFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('gaivota-hero')),
      )
    const hero = page.locator('main img').first()
    const heroFile = await hero.evaluate((image: HTMLImageElement) => image.currentSrc)
    expect(await heroFiles()).toEqual([heroFile])
    const video = page.locator('main video')
    // No poster file of its own: a request the parser would start next to the hero's.
    expect(await video.getAttribute('poster')).toMatch(/^data:/)

    const backdrop = page.locator('main div:has(> video) > img')
    await expect(backdrop).toHaveAttribute('loading', 'lazy')
    await expect(backdrop).toHaveAttribute('alt', '')
    await video.scrollIntoViewIfNeeded()
    await expect(backdrop).toHaveJSProperty('complete', true)
    expect(await backdrop.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(heroFile)
    expect(await heroFiles()).toEqual([heroFile])
    // It shows through the video, which lies on top of it.
    const [backdropBox, videoBox] = await Promise.all([backdrop.boundingBox(), video.boundingBox()])
    expect(backdropBox).toEqual(videoBox)
  })

  test('a case without a video shows none', async ({ page }) => {
    await page.goto('/cases/hectool')
    await expect(page.locator('main video')).toHaveCount(0)
  })
})

test.describe('images', () => {
  test('carry their alt text in the language of the page', async ({ page }) => {
    const photo = about.team.members[0]?.photo.alt
    for (const locale of ['nl', 'en', 'fr'] as const) {
      await page.goto(locale === 'nl' ? '/over-ons' : `/${locale}/over-ons`)
      await expect(page.getByRole('img', { name: photo?.[locale] })).toBeVisible()
    }
  })
})
