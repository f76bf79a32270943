/**
 * Where `npm run image` keeps its work and how the container tools are called here, for
 * scripts/image.ts and scripts/test-image.ts. Everything under the project's `tmp/`
 * (ignored by git): the tools' storage is this project's own, not the machine's.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildUnlessCurrent } from './build.ts'

export const imageDir = path.resolve('tmp/image')
export const imageArchive = path.join(imageDir, 'vonk-site.tar')
export const imageTag = () => process.env.IMAGE_TAG || 'localhost/vonk-site:latest'

export type ContainerTools = {
  driver: 'overlay' | 'vfs'
  root: string
  runroot: string
  /** The storage options every buildah, podman and skopeo call takes. */
  storage: string[]
}

let chosen: ContainerTools | undefined

/**
 * overlay where the kernel lets this process mount it, else vfs (a full copy per layer:
 * slower and larger on disk, but it needs no mount at all). IMAGE_STORAGE_DRIVER decides
 * instead.
 */
export function containerTools(): ContainerTools {
  if (chosen) return chosen
  const root = path.resolve('tmp/containers/storage')
  const runroot = path.resolve('tmp/containers/run')
  mkdirSync(root, { recursive: true })
  mkdirSync(runroot, { recursive: true })
  const withDriver = (driver: ContainerTools['driver']): ContainerTools => ({
    driver,
    root,
    runroot,
    storage: ['--root', root, '--runroot', runroot, '--storage-driver', driver],
  })
  const wanted = process.env.IMAGE_STORAGE_DRIVER
  if (wanted === 'overlay' || wanted === 'vfs') return (chosen = withDriver(wanted))
  const overlay = withDriver('overlay')
  try {
    const probe = execFileSync('buildah', [...overlay.storage, 'from', 'scratch'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    execFileSync('buildah', [...overlay.storage, 'mount', probe], { stdio: 'ignore' })
    execFileSync('buildah', [...overlay.storage, 'rm', probe], { stdio: 'ignore' })
    return (chosen = overlay)
  } catch {
    return (chosen = withDriver('vfs'))
  }
}

/** The build the image carries (and test:chaos serves): its own folder, beside `.next`. */
export const siteDistDir = '.next-image'

function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/**
 * As `npm run build`, into `.next-image`, with the environment given (DATABASE_URL,
 * SITE_URL, S3_*): migrate and seed the database, then `next build`, again only when
 * the sources or SITE_URL changed (IMAGE_REBUILD=1 forces it; IMAGE_KEEP_BUILD=1 keeps
 * any build there is, for work on the image's other layers). Its exit status.
 */
export async function buildSite(env: Record<string, string> = {}): Promise<number> {
  const all = { ...env, NEXT_DIST_DIR: siteDistDir }
  const prepared = await run('npm', ['run', 'db:prepare'], all)
  if (prepared !== 0) return prepared
  const siteFile = path.join(siteDistDir, 'SITE_URL')
  const site = env.SITE_URL ?? process.env.SITE_URL ?? ''
  if (process.env.IMAGE_KEEP_BUILD === '1' && existsSync(path.join(siteDistDir, 'BUILD_ID'))) {
    if (existsSync(siteFile) && readFileSync(siteFile, 'utf8') === site) return 0
  }
  const siteChanged = !existsSync(siteFile) || readFileSync(siteFile, 'utf8') !== site
  const status = await buildUnlessCurrent(
    siteDistDir,
    process.env.IMAGE_REBUILD === '1' || siteChanged,
    () => run('npm', ['run', 'build:next'], all),
  )
  if (status === 0) writeFileSync(siteFile, site)
  return status
}
