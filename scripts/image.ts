/**
 * `npm run image`: an OCI image of the site, from Debian 12's packages and the npm
 * registry only (docs/hosting.md, "A container image"):
 *
 * 1. the app is built as `npm run build` builds it (same environment: DATABASE_URL,
 *    SITE_URL, S3_*), into `.next-image`, again whenever the sources or SITE_URL changed
 *    (IMAGE_REBUILD=1 forces it);
 * 2. the base filesystem from Debian bookworm's own packages (`mmdebstrap`, variant
 *    `essential` plus libstdc++6, ca-certificates and tini), with the user `vonk`
 *    (10001) and no documentation, kept in `tmp/image/` while its recipe stays the same;
 * 3. the app layer: the sources the server and `db:prepare` read, the build, the
 *    production dependencies only (`npm install --omit=dev` from the lockfile) and
 *    Node 24 from the project's own `node` package (as `npm start` uses), in `/app`,
 *    owned by root and read-only for `vonk` but for `/app/data`;
 * 4. `buildah` (chroot isolation; overlay storage, or vfs where overlay cannot mount)
 *    assembles it under `tmp/containers/`, runs `node --version` in it as a check, and
 *    `skopeo` writes `tmp/image/vonk-site.tar` (docker-archive: `podman load` and
 *    `docker load` take it) without any registry.
 *
 * IMAGE_TAG names it (default localhost/vonk-site:latest). Runs as root (mmdebstrap and
 * buildah here run without a user namespace).
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, rmSync, statSync, symlinkSync } from 'node:fs'
import path from 'node:path'

import {
  buildSite,
  containerTools,
  imageArchive,
  imageDir,
  imageTag,
  siteDistDir as distDir,
} from './support/image.ts'

const started = Date.now()
const tag = imageTag()
const log = (message: string) => console.log(`[image] ${message}`)

/** Runs a command to its end, its output passed on; its exit status. */
function run(command: string, args: string[], env: Record<string, string> = {}, cwd?: string) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function must(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
) {
  const status = await run(command, args, env, cwd)
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status})`)
}

/**
 * 2. Debian's base. Bookworm and its security updates from Debian's mirror; the recipe
 * (these arguments) names the file, so a changed recipe makes a new one.
 */
const debianMirror = process.env.IMAGE_DEBIAN_MIRROR || 'http://deb.debian.org/debian'
const securityMirror = process.env.IMAGE_SECURITY_MIRROR || 'http://deb.debian.org/debian-security'
const baseRecipe = [
  '--variant=essential',
  // A tar archive whatever the file is called (it is written as `….partial` first).
  '--format=tar',
  // Node's binary links libstdc++; TLS to S3 and SMTP needs the CA list; tini is PID 1.
  '--include=libstdc++6,ca-certificates,tini',
  '--dpkgopt=path-exclude=/usr/share/doc/*',
  '--dpkgopt=path-exclude=/usr/share/man/*',
  '--dpkgopt=path-exclude=/usr/share/info/*',
  '--dpkgopt=path-exclude=/usr/share/locale/*',
  '--dpkgopt=path-include=/usr/share/locale/locale.alias',
  // The site's account: no login, no home of its own.
  '--customize-hook=echo "vonk:x:10001:10001:Vonk site:/app:/usr/sbin/nologin" >> "$1/etc/passwd"',
  '--customize-hook=echo "vonk:x:10001:" >> "$1/etc/group"',
  // apt's lists and caches are of no use in a read-only image.
  '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/cache/debconf/*-old',
  'bookworm',
]

async function debianBase(): Promise<string> {
  const recipe = [...baseRecipe, debianMirror, securityMirror]
  const hash = createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 12)
  const file = path.join(imageDir, `debian-bookworm-${hash}.tar`)
  if (existsSync(file)) {
    log(`Debian base: ${file} (kept)`)
    return file
  }
  log('Debian base: mmdebstrap bookworm (a few minutes)')
  const partial = `${file}.partial`
  await must('mmdebstrap', [
    ...baseRecipe,
    partial,
    `deb ${debianMirror} bookworm main`,
    `deb ${debianMirror} bookworm-updates main`,
    `deb ${securityMirror} bookworm-security main`,
  ])
  execFileSync('mv', [partial, file])
  return file
}

/** What of the repository the image needs: everything git knows but tests, docs and benches. */
const leftOut = [
  /^tests\//,
  /^bench\//,
  /^docs\//,
  /^\.ci\//,
  /^\.github\//,
  /^playwright\./,
  /^vitest\./,
  // The test and benchmark scripts; backup, restore and the build's own steps stay.
  /^scripts\/(test|bench|calibrate|make-case)/,
  /^scripts\/(bench|support)\//,
]

/** 3. The app layer, staged in tmp/image/app. */
async function stageApp(): Promise<string> {
  const stage = path.join(imageDir, 'app')
  rmSync(stage, { recursive: true, force: true })
  mkdirSync(stage, { recursive: true })
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(file) && !leftOut.some((pattern) => pattern.test(file)))
  for (const file of files) {
    mkdirSync(path.join(stage, path.dirname(file)), { recursive: true })
    cpSync(file, path.join(stage, file))
  }
  // The build as it is: `cp -a` keeps its relative symlinks (Turbopack's hashed names
  // for external packages, `.next-image/node_modules/pg-… -> ../../node_modules/pg`),
  // which cpSync dropped. Without its compiler cache (the image optimizer's goes to /tmp).
  execFileSync('cp', ['-a', distDir, path.join(stage, distDir)])
  rmSync(path.join(stage, distDir, 'cache'), { recursive: true, force: true })
  symlinkSync('/tmp/next-cache', path.join(stage, distDir, 'cache'))
  log('production dependencies: npm install --omit=dev (from the lockfile)')
  await must(
    'npm',
    ['install', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save'],
    {},
    stage,
  )
  // sharp's binaries come as @img/* packages: no install script is needed. Source maps
  // and type declarations of the dependencies (~225 MB) serve no running process.
  rmSync(path.join(stage, 'node_modules', '.cache'), { recursive: true, force: true })
  execFileSync('find', [
    path.join(stage, 'node_modules'),
    '-type',
    'f',
    '(',
    '-name',
    '*.map',
    '-o',
    '-name',
    '*.d.ts',
    '-o',
    '-name',
    '*.d.mts',
    '-o',
    '-name',
    '*.d.cts',
    ')',
    '-delete',
  ])
  mkdirSync(path.join(stage, 'data'))
  // Node 24 from the project's `node` package, the binary `npm start` runs.
  const node = path.resolve('node_modules/node/bin/node')
  if (!existsSync(node)) throw new Error('node_modules/node/bin/node is missing: npm install')
  mkdirSync(path.join(imageDir, 'bin'), { recursive: true })
  cpSync(node, path.join(imageDir, 'bin', 'node'))
  return stage
}

/** 4. buildah: the base, the app layer, the image's configuration; skopeo: the archive. */
async function assemble(base: string, stage: string) {
  const tools = containerTools()
  const buildah = (...args: string[]) =>
    execFileSync('buildah', [...tools.storage, ...args], { encoding: 'utf8' }).trim()
  log(`buildah (${tools.driver} storage, chroot isolation)`)
  const container = buildah('from', '--format', 'docker', 'scratch')
  try {
    buildah('add', container, base, '/')
    buildah(
      'add',
      '--chmod',
      '0755',
      container,
      path.join(imageDir, 'bin', 'node'),
      '/usr/local/bin/node',
    )
    buildah('add', container, stage, '/app')
    // What `buildah add` copies is owned by root: the site's account reads the app and
    // writes data/ only.
    buildah(
      'run',
      '--isolation',
      'chroot',
      container,
      '--',
      '/bin/chown',
      '10001:10001',
      '/app/data',
    )
    buildah('run', '--isolation', 'chroot', container, '--', '/bin/chmod', '0700', '/app/data')
    const version = buildah(
      'run',
      '--isolation',
      'chroot',
      '--user',
      '10001:10001',
      container,
      '--',
      '/usr/local/bin/node',
      '--version',
    )
    log(`node in the image: ${version}`)
    buildah(
      'config',
      '--user',
      '10001:10001',
      '--workingdir',
      '/app',
      '--env',
      'NODE_ENV=production',
      '--env',
      `NEXT_DIST_DIR=${distDir}`,
      '--env',
      'HOSTNAME=0.0.0.0',
      '--env',
      'PORT=3000',
      '--env',
      'NEXT_TELEMETRY_DISABLED=1',
      '--port',
      '3000',
      '--volume',
      '/app/data',
      '--stop-signal',
      'SIGTERM',
      '--entrypoint',
      JSON.stringify(['/usr/bin/tini', '--', '/app/deploy/image/entrypoint.sh']),
      '--cmd',
      '',
      '--healthcheck',
      'CMD /usr/local/bin/node /app/deploy/image/healthcheck.mjs',
      '--healthcheck-interval',
      '10s',
      '--healthcheck-timeout',
      '5s',
      '--healthcheck-start-period',
      '120s',
      '--healthcheck-retries',
      '3',
      '--label',
      'org.opencontainers.image.title=Vonk Digital website',
      '--label',
      `org.opencontainers.image.revision=${execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()}`,
      container,
    )
    buildah('commit', '--rm', '--format', 'docker', container, tag)
  } catch (error) {
    execFileSync('buildah', [...tools.storage, 'rm', container], { stdio: 'ignore' })
    throw error
  }
  rmSync(imageArchive, { force: true })
  execFileSync('skopeo', [
    'copy',
    '--quiet',
    `containers-storage:[${tools.driver}@${tools.root}+${tools.runroot}]${tag}`,
    `docker-archive:${imageArchive}:${tag}`,
  ])
}

try {
  if (process.getuid?.() !== 0) throw new Error('npm run image runs as root (mmdebstrap, buildah).')
  mkdirSync(imageDir, { recursive: true })
  const built = await buildSite()
  if (built !== 0) throw new Error(`the build failed (${built})`)
  const base = await debianBase()
  const stage = await stageApp()
  await assemble(base, stage)
  const size = JSON.parse(
    execFileSync('buildah', [...containerTools().storage, 'inspect', '--type', 'image', tag], {
      encoding: 'utf8',
    }),
  ) as { Docker?: { Size?: number } }
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`
  log(
    `${tag}: ${imageArchive} (${mb(statSync(imageArchive).size)} uncompressed archive` +
      `${size.Docker?.Size ? `, ${mb(size.Docker.Size)} in storage` : ''}) in ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  )
} catch (error) {
  console.error('[image]', error instanceof Error ? error.message : error)
  process.exit(1)
}
