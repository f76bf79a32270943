import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { checkerGaps, isCheckerGap, type CheckerMessage } from './support/htmlChecker'

/**
 * Every page of the sitemap, as the production server sends it, through the Nu Html
 * Checker (`vnu-jar`, the W3C validator's engine; it needs Java: Debian's
 * `default-jre-headless`, which `.ci/run` installs). One JVM checks all the pages, HTML
 * and the CSS of their `<style>` elements. Only the checker's own gaps that CONTRIBUTING.md
 * names (support/htmlChecker.ts) may remain; any other error or warning fails.
 */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string
const run = promisify(execFile)

test.describe.configure({ timeout: 180_000 })

/** The sitemap's page paths. */
async function sitemapPaths(request: import('@playwright/test').APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  )
}

test('CONTRIBUTING.md names every checker gap the HTML check allows, with its source', async () => {
  const guide = await readFile('CONTRIBUTING.md', 'utf8')
  for (const gap of checkerGaps) {
    expect(guide, gap.readme).toContain(gap.readme)
    expect(gap.source).toMatch(/^https:\/\//)
  }
})

/**
 * Pages no sitemap lists: the search results (rendered per request, `noindex`) with
 * results, with none, and with a query cut at its limit.
 */
const unlisted = [
  '/zoeken?q=webshop',
  '/en/zoeken?q=xyzzy',
  `/fr/zoeken?${new URLSearchParams({ q: 'mot '.repeat(70) })}`,
]

test('every page of the sitemap, and the search results, is valid HTML (Nu Html Checker)', async ({
  request,
}) => {
  const listed = await sitemapPaths(request)
  expect(listed.length).toBeGreaterThan(100)
  const paths = [...listed, ...unlisted]
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const files = new Map<string, string>()
    // A few at a time: the server renders pages not yet in its cache on first request.
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (pagePath, offset) => {
          const response = await request.get(pagePath)
          expect(response.status(), pagePath).toBe(200)
          const file = path.join(dir, `page-${start + offset}.html`)
          await writeFile(file, await response.body())
          files.set(`file:${file}`, pagePath)
        }),
      )
    }
    // Exit code 1 when there are messages: read the report either way.
    const report = await run(
      'java',
      ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--stdout', ...files.keys()].map(String),
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`vnu did not run: ${error.stderr ?? String(error)}`)
      return { stdout: error.stdout }
    })
    const { messages } = JSON.parse(report.stdout) as { messages: CheckerMessage[] }
    const found = messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .filter((message) => !isCheckerGap(message))
      .map((message) => `${files.get(message.url ?? '') ?? message.url}: ${message.message}`)
    expect(found).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
