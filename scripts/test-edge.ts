/**
 * `npm run test:edge`: proves the production edge (deploy/Caddyfile, Debian's caddy) in
 * front of two instances. Starts, on loopback, what `npm run test:cluster` starts
 * (scripts/support/stack.ts: a throwaway PostgreSQL cluster, redis-server, an S3 server,
 * a mail sink: two instances share a database, limits and a mail queue only that way),
 * builds the site for https://localhost into `.next-edge` with its precompressed assets
 * (again whenever the sources changed; EDGE_REBUILD=1 forces it), starts Caddy with
 * deploy/Caddyfile exactly as shipped on ports 80 and 443, and runs tests/edge
 * (Playwright), which starts instances A and B and restarts them.
 *
 * Ports 80 and 443: MDN's Observatory scanner asks http://localhost/ and
 * https://localhost/ on the standard ports, as it asks a real site, so binding them takes
 * root (or `setcap cap_net_bind_service=+ep /usr/bin/caddy`). EDGE_PORT_BASE moves the
 * other ports (default 8500). EDGE_KEEP=1 keeps the edge and both instances up after the
 * tests, until Ctrl-C, e.g. for `BENCH_EDGE_URL=https://localhost npm run bench`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { runStack, type Stack } from './support/stack.ts'

const distDir = '.next-edge'

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/** What the run needs that a clean machine may lack, said plainly before anything starts. */
async function preconditions(): Promise<string[]> {
  const problems: string[] = []
  if (!existsSync('/usr/bin/caddy')) {
    problems.push('Debian’s caddy is not installed: apt-get install -y caddy')
  }
  if (!existsSync('/usr/bin/brotli')) {
    // The precompressed-file test compares the edge's `.br` with `brotli -q 11`'s output.
    problems.push('Debian’s brotli is not installed: apt-get install -y brotli')
  }
  if (!existsSync('/usr/bin/redis-server')) {
    problems.push('redis-server is not installed: apt-get install -y redis-server')
  }
  if (process.getuid?.() !== 0) {
    problems.push(
      'Caddy must bind ports 80 and 443 (the Observatory scanner asks the standard ports): ' +
        'run as root, or setcap cap_net_bind_service=+ep /usr/bin/caddy and run again.',
    )
  }
  for (const port of [80, 443]) {
    if (!(await portFree(port))) problems.push(`Port ${port} is taken: stop what listens there.`)
  }
  return problems
}

/** Caddy with deploy/Caddyfile in front of instances A and B; the path of its local CA. */
async function startEdge(stack: Stack): Promise<string> {
  const { dir, ports } = stack
  const caddyHome = path.join(dir, 'caddy')
  const caddyLog = path.join(dir, 'caddy.log')
  // Its health checks log every refused connection: kept apart, shown when the run fails.
  mkdirSync(caddyHome)
  stack.onTeardown((status) => {
    if (status === 0 || !existsSync(caddyLog)) return
    const lines = readFileSync(caddyLog, 'utf8').trimEnd().split('\n')
    stack.log(`the last lines of Caddy's log:\n${lines.slice(-40).join('\n')}`)
  })
  stack.startGroup(
    '/usr/bin/caddy',
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    {
      SITE_ADDRESS: 'localhost',
      UPSTREAMS: `127.0.0.1:${ports.a} 127.0.0.1:${ports.b}`,
      NEXT_STATIC_DIR: path.resolve(distDir, 'static'),
      // Caddy's certificates and local CA live here, not in the machine's home.
      XDG_DATA_HOME: caddyHome,
      XDG_CONFIG_HOME: caddyHome,
      HOME: caddyHome,
    },
    'caddy',
    caddyLog,
  )
  const caRoot = path.join(caddyHome, 'caddy/pki/authorities/local/root.crt')
  for (let waited = 0; !existsSync(caRoot) && waited < 30_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!existsSync(caRoot)) throw new Error('Caddy did not create its local CA')
  return caRoot
}

/** Process groups of instances started by tests/edge (files `instance-*.pid`). */
function instanceGroups(folder: string): number[] {
  return readdirSync(folder)
    .filter((file) => /^instance-.*\.pid$/.test(file))
    .map((file) => Number(readFileSync(path.join(folder, file), 'utf8').trim()))
    .filter((pid) => pid > 0)
}

const status = await runStack(
  {
    name: 'edge',
    portBase: Number(process.env.EDGE_PORT_BASE) || 8500,
    distDir,
    rebuild: process.env.EDGE_REBUILD === '1',
    preconditions,
    sharedEnv: { SITE_URL: 'https://localhost' },
    instanceEnv: {
      // Caddy reaches the instances from 127.0.0.1; the test's visitors come from other
      // loopback addresses (127.a.b.c), which must count as visitors, not as proxies.
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '4000',
    },
  },
  async (stack) => {
    const { dir, ports } = stack
    // Instances the tests start record their process group in the run's folder.
    stack.onTeardown(() => {
      for (const group of existsSync(dir) ? instanceGroups(dir) : []) {
        try {
          process.kill(-group, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    })
    const caRoot = await startEdge(stack)
    const status = await stack.run(
      'npx',
      ['playwright', 'test', '-c', 'playwright.edge.config.ts'],
      {
        NODE_EXTRA_CA_CERTS: caRoot,
        EDGE_INSTANCES: JSON.stringify({
          env: stack.instanceEnv,
          ports: { a: ports.a, b: ports.b },
          pidDir: dir,
        }),
        EDGE_MAIL: `http://127.0.0.1:${ports.mailControl}`,
        EDGE_STATIC_DIR: path.resolve(distDir, 'static'),
      },
    )
    if (process.env.EDGE_KEEP === '1') {
      stack.log(
        `EDGE_KEEP=1: https://localhost stays up until Ctrl-C. Its CA: ${caRoot}\n` +
          `  NODE_EXTRA_CA_CERTS=${caRoot} BENCH_EDGE_URL=https://localhost npm run bench`,
      )
      await new Promise((resolve) => process.once('SIGINT', resolve))
    }
    return status
  },
)
process.exit(status)
