/**
 * Whether a kept build (test:cluster's `.next-cluster`, test:edge's `.next-edge`) was made
 * from the sources as they are now. A build kept from older sources ran against the
 * current migrations and failed as if the code were wrong (the old code still read a
 * column a migration had dropped), so a build is made again once the sources move on.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const stampFile = 'SOURCES'

/** The commit, and every change not committed yet (tracked files and new ones). */
export function sourcesStamp(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })
  return createHash('sha256')
    .update(git('rev-parse', 'HEAD'))
    .update(git('diff', 'HEAD'))
    .update(git('status', '--porcelain', '--untracked-files=all'))
    .digest('hex')
}

export function buildIsCurrent(distDir: string, stamp: string): boolean {
  const file = path.join(distDir, stampFile)
  return (
    existsSync(path.join(distDir, 'BUILD_ID')) &&
    existsSync(file) &&
    readFileSync(file, 'utf8') === stamp
  )
}

/** Called after a build succeeded, with the stamp taken before it started. */
export function markBuildCurrent(distDir: string, stamp: string): void {
  writeFileSync(path.join(distDir, stampFile), stamp)
}
