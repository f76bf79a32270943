/**
 * `npm test`: the whole suite, on a fresh clone too. Static checks and unit tests,
 * then (building the app first when no build is there) the end-to-end tests in
 * Chromium. Run with Node 24 through npm, which strips the types of this file.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { chromiumPath } from '../tests/e2e/support/env.ts'

function run(script: string): void {
  console.log(`\n▶ npm run ${script}`)
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ npm run ${script} failed`)
    process.exit(result.status ?? 1)
  }
}

const browser = chromiumPath()
const playwrightOwn = existsSync(`${process.env.HOME}/.cache/ms-playwright`)
if (!browser && !playwrightOwn) {
  console.error(
    'No Chromium found for the end-to-end tests: as root run `apt-get install -y chromium`, ' +
      'elsewhere `npx playwright install chromium`, or set CHROMIUM_PATH.',
  )
  process.exit(1)
}

// The HTML check of the end-to-end suite (tests/e2e/valid-html.spec.ts) runs vnu.jar.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    'No Java found for the HTML check (the Nu Html Checker): as root run ' +
      '`apt-get install -y default-jre-headless`, or put a Java 11+ `java` on the PATH.',
  )
  process.exit(1)
}

run('typecheck')
run('lint')
run('format:check')
run('test:unit')

const built =
  existsSync('.next/BUILD_ID') && (process.env.DATABASE_URL || existsSync('data/payload.db'))
if (!built || process.env.TEST_REBUILD === '1') run('build')
run('test:e2e')
