import type { BlogPost } from '@/payload-types'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * Who gets which media (issue 25, point 5), through Payload's own REST handler (the one
 * the app's /api route serves) on a throwaway database: anonymous visitors list and read
 * no media records and fetch a file only once published content shows it (or staff
 * marked it public); editors see everything.
 */
startPayload('public-media')

let handle: (request: Request) => Promise<Response>
let editor: Record<string, string>
// No page cache nor proxy list in this test: saves only touch the database.
const context = { disableRevalidate: true }

beforeAll(async () => {
  const { handleEndpoints } = await import('payload')
  const { default: config } = await import('@payload-config')
  handle = (request) => handleEndpoints({ config, request })
  const email = 'editor@vonkdigital.test'
  const password = 'media-Editor-password-1'
  await payload.create({ collection: 'users', data: { email, password, roles: ['editor'] } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  editor = { Authorization: `JWT ${token}` }
})

let made = 0
/** A small image of its own colour, uploaded as a media item. */
async function upload(name: string) {
  made++
  const data = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: made * 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  const filename = `${name}-${Date.now()}.png`
  const doc = await payload.create({
    collection: 'media',
    data: { alt: `Alt van ${name}` },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
    context,
  })
  return { id: doc.id, filename: doc.filename as string }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  handle(new Request(`http://localhost${url}`, { headers }))

const fileStatus = async (filename: string, headers: Record<string, string> = {}) =>
  (await get(`/api/media/file/${encodeURIComponent(filename)}`, headers)).status

let posts = 0
function post(
  image: number,
  status: 'draft' | 'published',
): Omit<BlogPost, 'id' | 'createdAt' | 'updatedAt'> {
  posts++
  return {
    slug: `embargo-${posts}-${Date.now()}`,
    title: 'Embargo',
    excerpt: 'Een bericht dat nog niet uit mag.',
    author: 'Vonk Digital',
    date: new Date().toISOString(),
    readTime: 3,
    category: 'branding',
    image,
    format: 'paragraphs',
    paragraphs: [{ text: 'Een alinea.' }],
    _status: status,
  }
}

describe('media for anonymous visitors', () => {
  it('lists and reads no media records, not even of published images', async () => {
    const shown = await upload('shown')
    await payload.create({ collection: 'blog-posts', data: post(shown.id, 'published'), context })
    for (const url of [
      '/api/media',
      '/api/media?pagination=false&locale=all',
      '/api/media?where[filename][equals]=' + shown.filename,
      `/api/media/${shown.id}`,
      `/api/media/${shown.id}?locale=all`,
    ]) {
      const response = await get(url)
      expect(response.status, url).toBeGreaterThanOrEqual(401)
      expect(response.status, url).toBeLessThan(500)
      expect(await response.text(), url).not.toContain(shown.filename)
    }
    // A visitor reading a published post through the API gets the image's id, not its record.
    const read = await get('/api/blog-posts?depth=1&locale=all')
    expect(read.status).toBe(200)
    expect(await read.text()).not.toContain('Alt van shown')
  })

  it('fetches the file of published content only; editors fetch both', async () => {
    const embargoed = await upload('embargoed')
    const shown = await upload('published')
    await payload.create({ collection: 'blog-posts', data: post(embargoed.id, 'draft'), context })
    await payload.create({ collection: 'blog-posts', data: post(shown.id, 'published'), context })

    expect(await fileStatus(embargoed.filename)).toBe(403)
    expect(await fileStatus(shown.filename)).toBe(200)
    // A Range request (how video is read) gets nothing of it either.
    const ranged = await get(`/api/media/file/${embargoed.filename}`, { Range: 'bytes=0-10' })
    expect(ranged.status).toBe(403)

    expect(await fileStatus(embargoed.filename, editor)).toBe(200)
    expect(await fileStatus(shown.filename, editor)).toBe(200)
    const listed = await get('/api/media?pagination=false&limit=0', editor)
    expect(listed.status).toBe(200)
    const names = ((await listed.json()) as { docs: { filename: string }[] }).docs.map(
      (doc) => doc.filename,
    )
    expect(names).toEqual(expect.arrayContaining([embargoed.filename, shown.filename]))
  })

  it('follows publishing, a draft that swaps the image, unpublishing and deleting', async () => {
    const first = await upload('first')
    const second = await upload('second')
    const created = await payload.create({
      collection: 'blog-posts',
      data: post(first.id, 'published'),
      context,
    })
    expect(await fileStatus(first.filename)).toBe(200)

    // A draft that swaps the image: the new one stays private, the published one public.
    await payload.update({
      collection: 'blog-posts',
      id: created.id,
      draft: true,
      data: { image: second.id },
      context,
    })
    expect(await fileStatus(first.filename)).toBe(200)
    expect(await fileStatus(second.filename)).toBe(403)

    // Publishing the swap turns it round.
    await payload.update({
      collection: 'blog-posts',
      id: created.id,
      data: { image: second.id, _status: 'published' },
      context,
    })
    expect(await fileStatus(first.filename)).toBe(403)
    expect(await fileStatus(second.filename)).toBe(200)

    // Unpublished again: private again.
    await payload.update({
      collection: 'blog-posts',
      id: created.id,
      data: { _status: 'draft' },
      context,
    })
    expect(await fileStatus(second.filename)).toBe(403)

    // Shown by two published posts: deleting one leaves it public, deleting both not.
    const a = await payload.create({
      collection: 'blog-posts',
      data: post(first.id, 'published'),
      context,
    })
    const b = await payload.create({
      collection: 'blog-posts',
      data: post(first.id, 'published'),
      context,
    })
    await payload.delete({ collection: 'blog-posts', id: a.id, context })
    expect(await fileStatus(first.filename)).toBe(200)
    await payload.delete({ collection: 'blog-posts', id: b.id, context })
    expect(await fileStatus(first.filename)).toBe(403)
  })

  it('counts globals, nested blocks and lists, and collections without drafts', async () => {
    const header = await upload('about-header')
    const member = await upload('team-photo')
    const logo = await upload('partner-logo')
    const person = await upload('testimonial')
    const about = (await payload.findGlobal({ slug: 'about', depth: 0 })) as {
      header?: Record<string, unknown>
    }
    await payload.updateGlobal({
      slug: 'about',
      draft: true,
      data: {
        header: { ...about.header, image: header.id },
        team: { members: [{ name: 'Iemand', photo: member.id }] },
      },
      context,
    })
    expect(await fileStatus(header.filename)).toBe(403)
    expect(await fileStatus(member.filename)).toBe(403)
    await payload.updateGlobal({
      slug: 'about',
      data: {
        header: { ...about.header, image: header.id },
        team: { members: [{ name: 'Iemand', photo: member.id }] },
        _status: 'published',
      },
      context,
    })
    expect(await fileStatus(header.filename)).toBe(200)
    expect(await fileStatus(member.filename)).toBe(200)

    await payload.updateGlobal({
      slug: 'home',
      data: { partners: { logos: [{ name: 'Partner', logo: logo.id }] }, _status: 'published' },
      context,
    })
    expect(await fileStatus(logo.filename)).toBe(200)

    await payload.create({
      collection: 'testimonials',
      data: { quote: 'Goed werk.', person: 'Klant', image: person.id },
      context,
    })
    expect(await fileStatus(person.filename)).toBe(200)
  })

  it('serves what staff marked public, used or not', async () => {
    const loose = await upload('loose')
    expect(await fileStatus(loose.filename)).toBe(403)
    const marked = await get(`/api/media/${loose.id}`, editor)
    expect(marked.status).toBe(200)
    const update = await handle(
      new Request(`http://localhost/api/media/${loose.id}`, {
        method: 'PATCH',
        headers: { ...editor, 'Content-Type': 'application/json' },
        body: JSON.stringify({ isPublic: true }),
      }),
    )
    expect(update.status, await update.text()).toBe(200)
    expect(await fileStatus(loose.filename)).toBe(200)
  })

  it('refuses hostile file names without serving anything', async () => {
    const embargoed = await upload('hostile')
    for (const name of [
      `${embargoed.filename}%00`,
      `..%2F${embargoed.filename}`,
      `${embargoed.filename.toUpperCase()}`,
      `${embargoed.filename}?prefix=`,
    ]) {
      const response = await get(`/api/media/file/${name}`)
      expect(response.status, name).toBeGreaterThanOrEqual(400)
      expect(response.status, name).toBeLessThan(500)
    }
  })
})
