import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

/*
 * The layers of src/ (README, "The map of the code"), enforced here:
 *   serve       the server entry's own code (server.ts, cache-handler.mjs): plain Node
 *   app         routes only: params → one loader → one page component (≤ 60 lines)
 *   components  presentation: data as props, no loading, no Payload
 *   server      bound to Next.js, next-intl or Payload per request; `import 'server-only'`
 *   cms + schema Payload's run time (hooks, jobs, mail, endpoints) and its collections,
 *               globals, blocks, fields: loaded by Payload's CLI too, so not server-only
 *   lib         pure TypeScript (types from Next.js or Payload are fine)
 */
const schema = ['./src/collections', './src/globals', './src/blocks', './src/fields']
const config = './src/payload.config.ts'

/*
 * Inside Payload's part, each folder imports only from the ones below it:
 *   payload.config.ts   the config: collections, globals, jobs, plugins
 *   collections, globals the schema's records (neither imports the other)
 *   blocks              content blocks and the rich content field made of them
 *   fields              reusable fields
 *   cms                 Payload's run time: access, hooks, versions, endpoints, jobs, mail
 *   lib                 pure TypeScript
 * The one arrow back up is the config's: src/cms/client.ts starts Payload with it (for
 * src/server, the outbox and the search CLI), so no other file of src/cms may import it.
 */
const configArrow = './src/cms/client.ts'
const cmsFilesBesidesClient = readdirSync('src/cms', { recursive: true })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => `./src/cms/${file}`)
  .filter((file) => file !== configArrow)

const schemaZones = [
  {
    target: './src/cms',
    from: schema,
    message:
      'src/cms is below the schema (collections and fields use its access and hooks): pass what it needs in, or move the code down.',
  },
  {
    target: cmsFilesBesidesClient,
    from: config,
    message: 'Only src/cms/client.ts starts Payload with the config: use payloadClient().',
  },
  {
    target: './src/fields',
    from: ['./src/blocks', './src/collections', './src/globals', config],
    message:
      'Fields are below blocks, collections and globals: move the shared part into src/fields.',
  },
  {
    target: './src/blocks',
    from: ['./src/collections', './src/globals', config],
    message:
      'Blocks are below collections and globals: move the shared part into src/blocks or src/fields.',
  },
  {
    target: './src/collections',
    from: ['./src/globals', config],
    message:
      'Collections and globals do not import each other or the config: share through src/fields.',
  },
  {
    target: './src/globals',
    from: ['./src/collections', config],
    message:
      'Collections and globals do not import each other or the config: share through src/fields.',
  },
]

/** The app's own layers: what runs inside Next.js or Payload. */
const appLayers = [
  './src/app',
  './src/components',
  './src/server',
  './src/cms',
  './src/seed',
  ...schema,
]

/** The plain-Node rooms, loaded without a bundler (see plainNodeEntries below). */
const plainNodeRooms = ['./src/serve', './src/pagePass']

/** What each layer must not import (paths), besides what the package rules below add. */
const layerZones = [
  {
    target: './src/serve',
    from: ['./src/pagePass', ...appLayers, config],
    message: 'src/serve runs before Next.js and Payload: it may use src/lib, nothing of the app.',
  },
  {
    target: './src/pagePass',
    from: ['./src/serve', ...appLayers, config],
    message:
      'src/pagePass runs in the build script and the cache handler: it may use src/lib, nothing of the app.',
  },
  {
    target: appLayers,
    from: plainNodeRooms,
    message:
      'src/serve and src/pagePass belong to the plain-Node entries (server.ts, cache-handler.mjs, scripts/pass-pages.ts): the app does not reach into them.',
  },
  {
    target: './src/lib',
    from: [...plainNodeRooms, ...appLayers, config],
    message: 'src/lib is pure TypeScript: move code that needs the app, Payload or Next.js out.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/cms', './src/seed', ...schema, config],
    message: 'Components get their data as props: load it in a src/server/pages loader.',
  },
  {
    // Server actions are how a client component calls the server; nothing else.
    target: './src/components',
    from: './src/server',
    except: ['./forms/actions.ts'],
    message: 'Components get their data as props: load it in a src/server/pages loader.',
  },
  {
    target: './src/app',
    from: ['./src/cms', './src/seed', ...schema],
    message: 'Routes read through src/server (loaders, queries), not Payload’s run time.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/components', './src/seed'],
    message: 'src/server loads data and answers requests; pages render in src/components.',
  },
  {
    target: ['./src/cms', ...schema],
    from: ['./src/app', './src/components', './src/server', './src/seed'],
    message: 'Payload’s run time is loaded by its CLI too: no routes, pages or Next.js requests.',
  },
  {
    target: './src/seed',
    from: ['./src/app', './src/components', './src/server'],
    message: 'The seed runs in Payload’s CLI: no routes, pages or Next.js requests.',
  },
]

/** Schemas use the configured zod of src/lib/forms/zod.ts (no eval under the site's CSP). */
const zodRule = {
  name: 'zod',
  message: "Import z from '@/lib/forms/zod', which is configured for the site's CSP.",
  allowTypeImports: true,
}

/**
 * `<Image>` is a client component: each page with one ships its chunk (5.7 kB gzipped)
 * and hydrates every image. CmsImage renders next/image's props as a plain <img>.
 */
const imageComponentRule = {
  name: 'next/image',
  importNames: ['default'],
  message: "Use CmsImage (next/image's getImageProps on a plain <img>), not the client <Image>.",
}

/** Runtime code of the frameworks that src/lib must not depend on (types are fine). */
const frameworkPatterns = [
  {
    group: [
      'next',
      'next/*',
      'next-intl',
      'next-intl/*',
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
    ],
    message:
      'src/lib is pure TypeScript: Next.js, next-intl and React belong in src/server or src/components.',
    allowTypeImports: true,
  },
  {
    group: ['payload', '@payloadcms/*', '@payload-config'],
    message:
      'src/lib is pure TypeScript: code that talks to Payload belongs in src/cms or src/server.',
    allowTypeImports: true,
  },
]

/** `import 'server-only'` opens every file of src/server (after a 'use server' directive). */
const serverOnlyFirst = {
  meta: {
    type: 'problem',
    messages: { missing: "A file of src/server starts with `import 'server-only'`." },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const first = program.body.find((node) => !node.directive)
        const ok =
          first?.type === 'ImportDeclaration' &&
          first.source.value === 'server-only' &&
          first.specifiers.length === 0
        if (!ok) context.report({ node: first ?? program, messageId: 'missing' })
      },
    }
  },
}

/**
 * What the server entry, the cache handler and the build's page pass load runs in plain
 * Node, without a bundler: Node strips the types, but resolves no `@/` alias and adds no
 * extension. The files concerned are found by following the relative imports of the
 * entries, so no list is kept by hand.
 */
const plainNodeEntries = ['server.ts', 'cache-handler.mjs', 'scripts/pass-pages.ts']
const importSpecifier =
  /(?:^|[\s;])(?:import|export)\b[^'"`]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm
let plainNodeSet
function plainNodeFiles() {
  if (plainNodeSet) return plainNodeSet
  plainNodeSet = new Set()
  const pending = plainNodeEntries.map((file) => path.resolve(file))
  while (pending.length > 0) {
    const file = pending.pop()
    if (plainNodeSet.has(file)) continue
    plainNodeSet.add(file)
    let text = ''
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const match of text.matchAll(importSpecifier)) {
      const specifier = match[1] ?? match[2] ?? match[3]
      if (specifier?.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier))
    }
  }
  return plainNodeSet
}

const plainNodeImports = {
  meta: {
    type: 'problem',
    messages: {
      alias: 'Plain Node (loaded by {{entry}}) resolves no `@/` alias: import by a relative path.',
      extension:
        'Plain Node (loaded by {{entry}}) adds no extension: write the `.ts` of `{{source}}`.',
    },
    schema: [],
  },
  create(context) {
    if (!plainNodeFiles().has(path.resolve(context.filename))) return {}
    const entry = plainNodeEntries.join(', ')
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string') return
      if (source.startsWith('@/')) context.report({ node, messageId: 'alias', data: { entry } })
      else if (source.startsWith('.') && !/\.(?:ts|mjs|js|json)$/.test(source)) {
        context.report({ node, messageId: 'extension', data: { entry, source } })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-postgres/**',
      '.next-cluster/**',
      '.next-edge/**',
      '.next-image/**',
      // Scratch: the container tools' storage and the image's staging (npm run image).
      'tmp/**',
      'bench/**/.next/**',
      'bench/**/next-env.d.ts',
      'bench/results/**',
      'node_modules/**',
      'data/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...nextVitals,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/forms/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [zodRule, imageComponentRule] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/forms/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [zodRule, imageComponentRule], patterns: frameworkPatterns },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...schemaZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 60 }] },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'server-only-first': serverOnlyFirst } } },
    rules: { 'layers/server-only-first': 'error' },
  },
  {
    files: ['server.ts', 'cache-handler.mjs', 'scripts/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'plain-node': { rules: { imports: plainNodeImports } } },
    rules: { 'plain-node/imports': 'error' },
  },
)
