import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import { boundaries } from './eslint-rules/boundaries.mjs'
import { database } from './eslint-rules/database.mjs'

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'next-env.d.ts',
      'public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Business rules stay pure: no framework, CMS or I/O imports (DEVELOPERS.md "Code we'd be proud of").
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'next', 'next/*', 'payload', '@payloadcms/*', 'node:*', 'fs', 'path', 'pg'],
              message: 'src/domain holds pure rules: no React, Next, Payload or I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shopper styles load as one stylesheet (src/app/(site)/styles.css lists them): a component that
    // imported its own would bring back a render-blocking request per feature. So would a library's
    // (swiper's, imported by a component as well, was split into a stylesheet of its own on every page).
    // The admin's are its own.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', '**/admin/**', 'src/app/(site)/layout.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*.css', '!**/admin/*.css', 'swiper/css', 'swiper/css/*'], message: 'List shopper styles in src/app/(site)/styles.css.' }] },
      ],
    },
  },
  {
    // The layout's boundaries: a capability is imported only through its index.ts/client.ts, the
    // domain stays pure, and routes and blocks never reach the search engine or an adapter.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'collections/**/*.ts', 'access/**/*.ts', 'site-seeds/**/*.ts', 'payload.config.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/capability-entry': 'error',
      'boundaries/layers': 'error',
      'boundaries/capability-order': 'error',
      'boundaries/pure-domain': 'error',
      'boundaries/search-internals': 'error',
    },
  },
  {
    // Database discipline (eslint-rules/database.mjs): connections only through withTransaction, and
    // a transaction's work never asks the pool for a second connection.
    files: ['src/**/*.{ts,tsx}', 'collections/**/*.ts', 'scripts/**/*.ts', 'payload.config.ts'],
    ignores: ['**/*.test.ts', 'src/platform/database.ts'],
    plugins: { database },
    rules: { 'database/no-pool-connect': 'error', 'database/no-pool-in-transaction': 'error' },
  },
)
