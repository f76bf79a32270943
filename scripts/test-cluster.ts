/**
 * `npm run test:cluster`: proves that several instances behave as one. Starts, on
 * loopback ports, a throwaway PostgreSQL cluster, a Redis server (Debian's
 * `redis-server`), an S3-compatible server (s3rver) and a mail sink; seeds them and
 * builds the site into `.next-cluster` (again whenever the sources changed;
 * CLUSTER_REBUILD=1 forces it): all that in scripts/support/stack.ts, shared with
 * test:edge. Then starts two production instances (A and B) exactly as `npm start`
 * does; runs tests/cluster (Playwright, alternating between A and B); then tears
 * everything down. CLUSTER_PORT_BASE moves the ports (default 6500).
 * The run fails when any process it started logs one of `forbiddenInLogs`.
 */
import { runStack, startInstance } from './support/stack.ts'

/**
 * What no process of the run may log. pg 8 warns once per process when a query is sent
 * to a client that is still busy with another (pg 9 throws instead); the instances run
 * with --trace-deprecation, so the log shows whose code did it.
 */
const forbiddenInLogs = ['Calling client.query() when the client is already executing a query']

const status = await runStack(
  {
    name: 'cluster',
    portBase: Number(process.env.CLUSTER_PORT_BASE) || 6500,
    distDir: '.next-cluster',
    rebuild: process.env.CLUSTER_REBUILD === '1',
    sharedEnv: {
      // Where a deprecation comes from, should one appear (see forbiddenInLogs).
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --trace-deprecation --stack-trace-limit=40`.trim(),
    },
    forbiddenInLogs,
  },
  async (stack) => {
    const { ports, instanceEnv } = stack
    const a = await startInstance(stack, 'instance A', ports.a)
    await startInstance(stack, 'instance B', ports.b)
    return stack.run('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts'], {
      CLUSTER_A: `http://127.0.0.1:${ports.a}`,
      CLUSTER_B: `http://127.0.0.1:${ports.b}`,
      CLUSTER_A_GROUP: String(a.pid),
      CLUSTER_MAIL: `http://127.0.0.1:${ports.mailControl}`,
      CLUSTER_REDIS: JSON.stringify(stack.redis),
      ADMIN_EMAIL: instanceEnv.ADMIN_EMAIL,
      ADMIN_PASSWORD: instanceEnv.ADMIN_PASSWORD,
    })
  },
)
process.exit(status)
