import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import { Secret } from 'kubernetes-models/v1/Secret'
import { Service } from 'kubernetes-models/v1/Service'
import { Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { Job } from 'kubernetes-models/batch/v1/Job'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'

import { missingForSharedMode } from '@/lib/instances'
import { drainDelayMs } from '@/lib/lifecycle'

/**
 * deploy/kubernetes/ against Kubernetes' own schemas, offline: kubernetes-models bundles
 * the OpenAPI schemas of each kind and validates types, required fields and formats. The
 * schemas accept unknown fields (the API server's strict field validation rejects them),
 * so the fields the site depends on are read here by their real names too.
 */
const folder = path.resolve('deploy/kubernetes')

type Manifest = { apiVersion: string; kind: string; metadata: { name: string } } & Record<
  string,
  unknown
>

const models: Record<string, new (data: never) => { validate: () => void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
}

function validate(manifest: Manifest): void {
  const Model = models[`${manifest.apiVersion}/${manifest.kind}`]
  if (!Model) throw new Error(`no schema here for ${manifest.apiVersion} ${manifest.kind}`)
  new Model(manifest as never).validate()
}

const manifests: { file: string; manifest: Manifest }[] = readdirSync(folder)
  .filter((file) => /\.ya?ml$/.test(file))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(folder, file), 'utf8')).map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`)
      return { file, manifest: document.toJS() as Manifest }
    }),
  )

function one<T>(kind: string): T {
  const found = manifests.filter(({ manifest }) => manifest.kind === kind)
  expect(found, kind).toHaveLength(1)
  return found[0]?.manifest as T
}

const deployment = one<Deployment>('Deployment')
const job = one<Job>('Job')
const config = one<ConfigMap>('ConfigMap')
const secret = one<Secret>('Secret')
const pod = deployment.spec?.template.spec
const site = pod?.containers[0]

describe('deploy/kubernetes', () => {
  it('holds the kinds the issue names, each valid against its schema', () => {
    expect(manifests.map(({ manifest }) => manifest.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ])
    for (const { file, manifest } of manifests) {
      expect(() => validate(manifest), `${file}: ${manifest.kind}`).not.toThrow()
    }
  })

  it('the validation is real: a wrong type or a missing required field fails', () => {
    const broken = structuredClone(deployment) as unknown as Manifest & {
      spec: { replicas: unknown; template: { spec: { containers: { name?: string }[] } } }
    }
    broken.spec.replicas = 'two'
    expect(() => validate(broken)).toThrow(/replicas must be integer/)
    const nameless = structuredClone(deployment) as unknown as typeof broken
    delete nameless.spec.template.spec.containers[0]?.name
    expect(() => validate(nameless)).toThrow(/name/)
  })

  it('two or more replicas, health on /health/*, rolling without a gap', () => {
    expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2)
    expect(site?.readinessProbe?.httpGet?.path).toBe('/health/ready')
    expect(site?.livenessProbe?.httpGet?.path).toBe('/health/live')
    expect(site?.startupProbe?.httpGet?.path).toBe('/health/live')
    expect(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0)
    // The probes ask the port the server listens on.
    const port = site?.ports?.find((entry) => entry.name === 'http')
    expect(port?.containerPort).toBe(3000)
    expect(site?.env?.find((entry) => entry.name === 'PORT')?.value).toBe('3000')
  })

  it('the grace period outlasts the drain: SHUTDOWN_DRAIN_MS plus 20 s for requests in flight', () => {
    const drain = drainDelayMs({ SHUTDOWN_DRAIN_MS: config.data?.SHUTDOWN_DRAIN_MS })
    // server.ts gives requests in flight up to 20 s after the drain (closeWithinMs).
    expect(readFileSync('server.ts', 'utf8')).toContain('closeWithinMs: 20_000')
    expect((pod?.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(drain + 20_000)
    // The drain is the app's own: no preStop hook.
    expect(site?.lifecycle?.preStop).toBeUndefined()
  })

  it('as the image runs: user 10001, not root, read-only root, data/ and /tmp writable', () => {
    for (const spec of [pod, job.spec?.template.spec]) {
      expect(spec?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 })
      const container = spec?.containers[0]
      expect(container?.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      })
      expect(container?.volumeMounts?.map((mount) => mount.mountPath).sort()).toEqual([
        '/app/data',
        '/tmp',
      ])
    }
    const entrypoint = readFileSync('deploy/image/entrypoint.sh', 'utf8')
    expect(entrypoint).toMatch(/^\s*migrate\) prepare ;;$/m)
    expect(job.spec?.template.spec?.containers[0]?.args).toEqual(['migrate'])
    expect(job.spec?.template.spec?.containers[0]?.image).toBe(site?.image)
  })

  it('the PodDisruptionBudget, the Service and the Ingress reach the Deployment’s pods', () => {
    const labels = deployment.spec?.template.metadata?.labels
    const budget = one<PodDisruptionBudget>('PodDisruptionBudget')
    expect(budget.spec?.selector?.matchLabels).toEqual(labels)
    expect(budget.spec?.minAvailable).toBeLessThan(deployment.spec?.replicas ?? 0)
    const service = one<Service>('Service')
    expect(service.spec?.selector).toEqual(labels)
    const ingress = one<Ingress>('Ingress')
    const backend = ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service
    expect(backend?.name).toBe(service.metadata?.name)
    expect(service.spec?.ports?.map((entry) => entry.name)).toContain(backend?.port?.name)
    expect(ingress.spec?.tls?.[0]?.hosts).toEqual([ingress.spec?.rules?.[0]?.host])
    expect(config.data?.SITE_URL).toBe(`https://${ingress.spec?.rules?.[0]?.host}`)
  })

  it('the ConfigMap and Secret give what several instances need, and both reach every pod', () => {
    const env = { ...config.data, ...secret.stringData }
    expect(env.REDIS_URL).toBeTruthy()
    expect(missingForSharedMode(env)).toEqual([])
    for (const container of [site, job.spec?.template.spec?.containers[0]]) {
      expect(container?.envFrom).toEqual([
        { configMapRef: { name: config.metadata?.name } },
        { secretRef: { name: secret.metadata?.name } },
      ])
    }
    // Secrets stay out of the ConfigMap.
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'PAYLOAD_SECRET', 'S3_SECRET_ACCESS_KEY']) {
      expect(config.data ?? {}).not.toHaveProperty(key)
    }
  })
})
