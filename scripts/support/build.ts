/**
 * A kept build (test:cluster's `.next-cluster`, test:edge's `.next-edge`) is used only
 * while the sources are as they were when it was made. A build kept from older sources
 * ran against the current migrations and failed as if the code were wrong (the old code
 * still read a column a migration had dropped).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const stampFile = 'SOURCES'

/** The commit, and every change not committed yet (tracked files and new ones). */
function sourcesStamp(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })
  return createHash('sha256')
    .update(git('rev-parse', 'HEAD'))
    .update(git('diff', 'HEAD'))
    .update(git('status', '--porcelain', '--untracked-files=all'))
    .digest('hex')
}

/**
 * Runs `build` unless `distDir` holds a build of the current sources (or `force`), and
 * then marks it as theirs; the build's exit status, 0 when the kept one is used.
 */
export async function buildUnlessCurrent(
  distDir: string,
  force: boolean,
  build: () => Promise<number>,
): Promise<number> {
  const stamp = sourcesStamp()
  const file = path.join(distDir, stampFile)
  const current =
    existsSync(path.join(distDir, 'BUILD_ID')) &&
    existsSync(file) &&
    readFileSync(file, 'utf8') === stamp
  if (current && !force) return 0
  const status = await build()
  if (status === 0) writeFileSync(file, stamp)
  return status
}
