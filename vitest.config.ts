import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@collections': path.resolve(import.meta.dirname, 'collections'),
  '@blocks': path.resolve(import.meta.dirname, 'blocks'),
  '@access': path.resolve(import.meta.dirname, 'access'),
  // 'server-only' guards the browser bundle; tests run in Node, where every module is server-side.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Issue 39: the ten slowest test files after every run's summary.
    reporters: ['default', './tests/helpers/slowest-files-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'blocks/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'site-seeds/**/*.test.ts', 'collections/**/*.test.ts', 'access/**/*.test.ts', 'scripts/lib/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/helpers/localhost-names.ts'],
          testTimeout: 90_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Issue 39: the platform as deployed (three app servers of the e2e build behind HAProxy, one PostgreSQL), with faults.
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.spec.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/localhost-names.ts'],
          testTimeout: 60_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/data/**'],
      reporter: ['text-summary', 'text'],
    },
  },
})
