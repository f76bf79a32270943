/**
 * `npm run test:image`: proves the image of `npm run image` (docs/hosting.md, "A
 * container image"). Builds it (for https://localhost, the tests' address), starts what
 * `test:cluster` starts (PostgreSQL, Redis, an S3 server, a mail sink) on loopback ports
 * (IMAGE_PORT_BASE, default 7500), loads the archive into podman and starts two
 * containers of it at once on a new, empty database, then:
 *
 * - both become ready: the first migrates and seeds, the other waits for its lock;
 * - they run as `vonk` (10001), on a read-only root filesystem, writing only the volume
 *   (`data/`), and their health check passes;
 * - a page and a contact post (with the form's start token) are answered;
 * - one is stopped with SIGTERM (`podman stop`): it turns not-ready, drains and exits 0;
 * - the lead is stored, and its notification and confirmation each arrive once.
 *
 * Where this machine cannot run containers (podman cannot start one), it says so and
 * runs the image's unpacked filesystem instead (`umoci unpack`): the same entrypoint,
 * node, app and dependencies from the archive, as the user 10001 over files owned by
 * root, so the image's contents are still tested (IMAGE_TEST_UNPACKED=1 forces that
 * way). The run prints which way ran. IMAGE_TEST_KEEP_IMAGE=1 tests the archive of the
 * last `npm run image` instead of building one.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { containerTools, imageArchive, imageDir, imageTag } from './support/image.ts'
import { mailsOf, type Stack, startStack, waitFor } from './support/faultStack.ts'

const started = Date.now()
const base = Number(process.env.IMAGE_PORT_BASE) || 7500
const ports = { a: base + 10, b: base + 11 }
const siteUrl = 'https://localhost'
const tag = imageTag()
const log = (message: string) => console.log(`[test:image] ${message}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const failures: string[] = []

function check(condition: boolean, what: string) {
  log(`${condition ? 'ok' : 'FAILED'}: ${what}`)
  if (!condition) failures.push(what)
}

/** How podman runs a container here, or why it cannot. */
type Podman = { args: string[] } | { reason: string }

/**
 * podman with this project's storage. Where the process may not raise its limits
 * (no CAP_SYS_RESOURCE, as in a container) the container keeps this shell's own; crun
 * refuses a hybrid cgroup hierarchy where runc accepts it.
 */
function findPodman(): Podman {
  const { storage } = containerTools()
  const limits = execFileSync('sh', ['-c', 'echo $(ulimit -Sn):$(ulimit -Hn)'], {
    encoding: 'utf8',
  }).trim()
  const ulimits = ['--ulimit', `nofile=${limits}`, '--ulimit', 'nproc=4096:4096']
  const reasons: string[] = []
  for (const runtime of [[], ['--runtime', 'runc']]) {
    const args = [...storage, ...runtime]
    const probe = spawnSync(
      'podman',
      [...args, 'run', '--rm', ...ulimits, '--entrypoint', '/usr/local/bin/node', tag, '-e', '1'],
      { encoding: 'utf8' },
    )
    if (probe.status === 0) return { args: [...args, ...(runtime.length ? [] : [])] }
    reasons.push(
      `${runtime.length ? runtime.join(' ') : 'default runtime'}: ${probe.stderr.trim()}`,
    )
  }
  return { reason: reasons.join('; ') }
}

function podmanRunArgs(name: string, port: number, env: Record<string, string>, data: string) {
  const limits = execFileSync('sh', ['-c', 'echo $(ulimit -Sn):$(ulimit -Hn)'], {
    encoding: 'utf8',
  }).trim()
  return [
    'run',
    '--detach',
    '--name',
    name,
    '--network',
    'host',
    '--read-only',
    '--ulimit',
    `nofile=${limits}`,
    '--ulimit',
    'nproc=4096:4096',
    '--volume',
    `${data}:/app/data`,
    ...Object.entries({ ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }).flatMap(
      ([key, value]) => ['--env', `${key}=${value}`],
    ),
    tag,
  ]
}

/** One running copy of the image: in podman, or unpacked. */
type Running = {
  name: string
  port: number
  stop: () => Promise<{ code: number | null; log: string }>
  run: (command: string[]) => { status: number | null; output: string }
  logs: () => string
  kill: () => void
}

function startInPodman(
  podman: string[],
  name: string,
  port: number,
  env: Record<string, string>,
  data: string,
): Running {
  spawnSync('podman', [...podman, 'rm', '--force', name], { stdio: 'ignore' })
  execFileSync('podman', [...podman, ...podmanRunArgs(name, port, env, data)], { stdio: 'ignore' })
  const logs = () => {
    const result = spawnSync('podman', [...podman, 'logs', name], { encoding: 'utf8' })
    return `${result.stdout}${result.stderr}`
  }
  return {
    name,
    port,
    logs,
    run: (command) => {
      const result = spawnSync('podman', [...podman, 'exec', name, ...command], {
        encoding: 'utf8',
      })
      return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
    },
    stop: async () => {
      // SIGTERM (the image's stop signal), then up to 60 s before podman would SIGKILL;
      // asynchronous, so the readiness can be asked while it drains.
      await new Promise((resolve) =>
        spawn('podman', [...podman, 'stop', '--time', '60', name], { stdio: 'ignore' }).on(
          'exit',
          resolve,
        ),
      )
      const code = Number(
        spawnSync('podman', [...podman, 'inspect', '--format', '{{.State.ExitCode}}', name], {
          encoding: 'utf8',
        }).stdout.trim(),
      )
      return { code, log: logs() }
    },
    kill: () => spawnSync('podman', [...podman, 'rm', '--force', name], { stdio: 'ignore' }),
  }
}

/** The image's filesystem, unpacked by umoci from the archive (skopeo makes it an OCI layout). */
function unpack(): { rootfs: string; env: Record<string, string>; entrypoint: string[] } {
  const layout = path.join(imageDir, 'oci')
  const bundle = path.join(imageDir, 'bundle')
  const config = path.join(bundle, 'config.json')
  // Unpacked from this very archive already (skopeo and umoci take minutes): reused.
  const current = existsSync(config) && statSync(config).mtimeMs > statSync(imageArchive).mtimeMs
  if (!current) unpackAgain(layout, bundle)
  // umoci makes the bundle's folder root's alone; the user 10001 must pass through it.
  chmodSync(bundle, 0o755)
  return readBundle(bundle)
}

function unpackAgain(layout: string, bundle: string) {
  rmSync(layout, { recursive: true, force: true })
  rmSync(bundle, { recursive: true, force: true })
  execFileSync('skopeo', [
    'copy',
    '--quiet',
    `docker-archive:${imageArchive}`,
    `oci:${layout}:site`,
  ])
  execFileSync('umoci', ['unpack', '--image', `${layout}:site`, bundle])
}

function readBundle(bundle: string): {
  rootfs: string
  env: Record<string, string>
  entrypoint: string[]
} {
  const config = JSON.parse(readFileSync(path.join(bundle, 'config.json'), 'utf8')) as {
    process: { env: string[]; args: string[] }
  }
  const env = Object.fromEntries(
    config.process.env.map((line) => [
      line.slice(0, line.indexOf('=')),
      line.slice(line.indexOf('=') + 1),
    ]),
  )
  return { rootfs: path.join(bundle, 'rootfs'), env, entrypoint: config.process.args }
}

function startUnpacked(
  image: ReturnType<typeof unpack>,
  name: string,
  port: number,
  env: Record<string, string>,
): Running {
  // Its own node and tini, its entrypoint in its /app, as the user 10001 (not root), over
  // files owned by root: the app cannot change itself, only data/ (its own copy here).
  const app = path.join(image.rootfs, 'app')
  const child: ChildProcess = spawn(
    'setpriv',
    [
      '--reuid',
      '10001',
      '--regid',
      '10001',
      '--clear-groups',
      '--',
      ...image.entrypoint.map((part) =>
        part.startsWith('/') ? path.join(image.rootfs, part) : part,
      ),
    ],
    {
      cwd: app,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...image.env,
        PATH: `${path.join(image.rootfs, 'usr/local/bin')}:${image.env.PATH ?? '/usr/bin:/bin'}`,
        ...env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NODE_ENV: 'production',
      },
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    name,
    port,
    logs: () => output,
    run: (command) => {
      const result = spawnSync(
        'setpriv',
        ['--reuid', '10001', '--regid', '10001', '--clear-groups', '--', ...command],
        {
          cwd: app,
          encoding: 'utf8',
        },
      )
      return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
    },
    stop: async () => {
      process.kill(-(child.pid ?? 0), 'SIGTERM')
      return { code: await exited, log: output }
    },
    kill: () => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL')
      } catch {
        // already gone
      }
    },
  }
}

async function readiness(port: number) {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/health/ready`)
    return { status: answer.status, body: await answer.text() }
  } catch {
    return null
  }
}

let stack: Stack | undefined
const running: Running[] = []
let status = 1
let cleaned = false
/** Ends what the run started: at its end, or when it is interrupted (Ctrl-C, SIGTERM). */
async function cleanUp() {
  if (cleaned) return
  cleaned = true
  for (const one of running) one.kill()
  await stack?.stop()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
}
try {
  if (process.getuid?.() !== 0)
    throw new Error('npm run test:image runs as root (buildah, podman).')
  if (process.env.IMAGE_TEST_KEEP_IMAGE === '1' && existsSync(imageArchive)) {
    log(`IMAGE_TEST_KEEP_IMAGE=1: testing the archive there is, ${imageArchive}`)
  } else {
    log(`building the image for ${siteUrl}`)
    const built = spawnSync('npm', ['run', 'image'], {
      stdio: 'inherit',
      env: { ...process.env, SITE_URL: siteUrl },
    })
    if (built.status !== 0) throw new Error('npm run image failed')
  }

  stack = await startStack('vonk-image-', base)
  // A new, empty database: the containers' entrypoint migrates and seeds it.
  const database = stack.postgres.createDatabase('image')
  const env = { ...stack.env, DATABASE_URL: database, SITE_URL: siteUrl, SHUTDOWN_DRAIN_MS: '3000' }

  const forced = process.env.IMAGE_TEST_UNPACKED === '1'
  const podman = forced ? { reason: 'IMAGE_TEST_UNPACKED=1' } : findPodman()
  const start: (name: string, port: number) => Running = (() => {
    if ('args' in podman) {
      const { args } = podman
      log(
        `way: podman (${args.includes('runc') ? 'runc' : 'its default runtime'}); loading ${imageArchive}`,
      )
      execFileSync('podman', [...args, 'load', '--quiet', '--input', imageArchive], {
        stdio: 'ignore',
      })
      return (name, port) => {
        const data = path.join(stack?.dir ?? '', `data-${name}`)
        mkdirSync(data)
        chownSync(data, 10001, 10001)
        return startInPodman(args, `vonk-image-test-${name}`, port, env, data)
      }
    }
    log(`way: umoci unpack, no container: this machine cannot run one (${podman.reason})`)
    const image = unpack()
    const data = path.join(image.rootfs, 'app', 'data')
    chownSync(data, 10001, 10001)
    return (name, port) => {
      // The container's /tmp is its own; here a folder of the run's stands in (the
      // machine's /tmp may be root's alone), for tsx's cache of the migration step.
      const tmp = path.join(imageDir, `tmp-${name}`)
      rmSync(tmp, { recursive: true, force: true })
      mkdirSync(tmp)
      chownSync(tmp, 10001, 10001)
      return startUnpacked(image, name, port, { ...env, TMPDIR: tmp })
    }
  })()

  // Two at once on the empty database: one migrates and seeds, the other waits.
  const a = start('a', ports.a)
  running.push(a)
  const b = start('b', ports.b)
  running.push(b)
  const readyWithin = Date.now()
  await Promise.all([
    waitFor(`http://127.0.0.1:${ports.a}/health/ready`, 'container a', 600_000),
    waitFor(`http://127.0.0.1:${ports.b}/health/ready`, 'container b', 600_000),
  ])
  log(`both ready in ${Math.round((Date.now() - readyWithin) / 1000)} s`)
  const waited = [a, b].filter((one) => one.logs().includes('preparing the database; waiting'))
  check(waited.length === 1, 'one container waited for the other to prepare the database')
  const client = new pg.Client({ connectionString: database })
  await client.connect()
  const migrations = await client.query('SELECT name, batch FROM payload_migrations')
  check(
    migrations.rows.length > 0 &&
      new Set(migrations.rows.map((row) => row.name)).size === migrations.rows.length,
    `the migrations applied once each (${migrations.rows.length})`,
  )

  // Not root, read-only root filesystem, the volume writable.
  check(a.run(['id', '-u']).output === '10001', 'runs as uid 10001')
  check(a.run(['sh', '-c', 'touch server.ts']).status !== 0, 'the app cannot be written')
  if ('args' in podman) {
    check(a.run(['sh', '-c', 'touch /etc/x']).status !== 0, 'the root filesystem is read-only')
    const readOnly = spawnSync(
      'podman',
      [
        ...podman.args,
        'inspect',
        '--format',
        '{{.HostConfig.ReadonlyRootfs}} {{.Config.User}}',
        a.name,
      ],
      { encoding: 'utf8' },
    ).stdout.trim()
    check(
      readOnly === 'true 10001:10001',
      `podman inspect: read-only root, user 10001 (${readOnly})`,
    )
    const health = spawnSync('podman', [...podman.args, 'healthcheck', 'run', a.name], {
      encoding: 'utf8',
    })
    check(
      health.status === 0,
      `the image's health check passes (${`${health.stdout}${health.stderr}`.trim() || 'healthy'})`,
    )
  }
  check(
    a.run(['sh', '-c', 'touch data/written && rm data/written']).status === 0,
    'data/ is writable',
  )

  // A page, then a contact post as the form sends it.
  const page = await fetch(`http://127.0.0.1:${ports.a}/`)
  const html = await page.text()
  check(
    page.status === 200 && html.includes('<html'),
    `GET / answers 200 with a page (${page.status})`,
  )
  const token = (await (
    await fetch(`http://127.0.0.1:${ports.a}/forms/token?form=contact`)
  ).json()) as { token: string }
  await sleep(2_100)
  const email = `image-${Date.now()}@example.com`
  const post = await fetch(`http://127.0.0.1:${ports.a}/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: 'Een bezoeker',
      email,
      subject: 'general',
      message: 'Uit de container.',
      locale: 'nl',
      startedAt: token.token,
    }),
  })
  check(post.status === 201, `POST /forms/contact answers 201 (${post.status})`)

  // SIGTERM: not ready at once, still listening while it drains, then exit 0.
  const stopping = a.stop()
  let notReady = false
  for (const deadline = Date.now() + 3_000; !notReady && Date.now() < deadline; await sleep(100)) {
    notReady =
      (await readiness(ports.a))?.body === '{"status":"not-ready","reason":"shutting-down"}'
  }
  check(notReady, 'after SIGTERM /health/ready answers 503 shutting-down while it drains')
  const stopped = await stopping
  check(stopped.code === 0, `the container exits 0 after SIGTERM (${stopped.code})`)
  check(stopped.log.includes('[shutdown] done'), 'its log ends with the drain done')

  // The lead, and its mails once each (b sends what a did not).
  const stored = await client.query('SELECT count(*)::int AS n FROM leads WHERE email = $1', [
    email,
  ])
  check(stored.rows[0]?.n === 1, 'the lead is stored once')
  await client.end()
  let mails = mailsOf(await stack.messages(), email)
  for (
    const deadline = Date.now() + 120_000;
    Date.now() < deadline && (mails.notifications < 1 || mails.confirmations < 1);
    await sleep(1_000)
  ) {
    mails = mailsOf(await stack.messages(), email)
  }
  await sleep(5_000)
  mails = mailsOf(await stack.messages(), email)
  check(
    mails.notifications === 1 && mails.confirmations === 1,
    `notification and confirmation once each (${JSON.stringify(mails)})`,
  )

  status = failures.length === 0 ? 0 : 1
} catch (error) {
  console.error('[test:image]', error instanceof Error ? error.message : error)
  for (const one of running)
    console.error(`[test:image] ${one.name}'s log:\n${one.logs().slice(-4000)}`)
  status = 1
} finally {
  await cleanUp()
}
if (existsSync(imageArchive)) log(`image archive: ${imageArchive}`)
log(
  `${status === 0 ? 'passed' : `FAILED (${failures.join('; ') || 'see above'})`} in ${Math.round((Date.now() - started) / 1000)} s`,
)
process.exit(status)
