import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-postgres/**',
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
    // Schemas use the configured zod of src/lib/forms/zod.ts (no eval under the site's CSP).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/forms/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from '@/lib/forms/zod', which is configured for the site's CSP.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)
