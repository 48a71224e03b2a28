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

/**
 * Browser tests that need the app server to themselves: bursts at three times the pool and servers
 * stopped or starved (resilience, write-bursts), a fingerprint of the whole database (hostile-input),
 * a crawl of every page (dead-links), the render cache's hits (render-cache), reservations and
 * checkouts that change what search shows (reserve, accounts), blocks and model pages compared with
 * the search over the same cars (stock-grid, page-blocks, models), and the admin, slow to first render
 * while other pages load (admin, page-builder).
 */
const E2E_ALONE = [
  'resilience',
  'write-bursts',
  'hostile-input',
  'dead-links',
  'render-cache',
  'reserve',
  'accounts',
  'admin',
  'page-builder',
  'stock-grid',
  'page-blocks',
  'models',
].map((name) => `tests/e2e/${name}.e2e.spec.ts`)

/**
 * Integration tests that set their own environment before the app's modules read it (a mailbox folder
 * of their own, a small search rate limit): each needs the modules loaded afresh.
 */
const INT_OWN_SETTINGS = ['accounts', 'leads-admin', 'reservations', 'search-endpoint', 'shopper-alerts', 'spin-to-win'].map(
  (name) => `tests/int/${name}.int.spec.ts`,
)
const INT = {
  environment: 'node' as const,
  globalSetup: ['tests/helpers/global-setup.ts'],
  setupFiles: ['tests/helpers/setup-env.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
}

/**
 * Browser tests poll for what a page does (a filter applied, a step shown), not for how fast: with two
 * files side by side on two cores, the search code loading on first touch took more than expect.poll's
 * standard second (two search tests failed so in one clean run). Speed is the benches' job.
 */
const E2E_POLL = { timeout: 10_000, interval: 100 }

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
          // Pure functions and in-process fakes: one module graph per worker instead of one per file
          // (2,500 tests in about 50 s instead of 135 s here; stable with the file order shuffled).
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
          // They share two cores with tsc and ESLint in npm test: a property test's thousand rounds may take seconds.
          testTimeout: 30_000,
          include: [
            'src/**/*.test.ts',
            'blocks/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'site-seeds/**/*.test.ts',
            'collections/**/*.test.ts',
            'access/**/*.test.ts',
            'scripts/lib/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          // One after the other on one database, sharing one module graph: Payload and the app load once
          // for the run instead of once per file (about 4 s a file here).
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: INT_OWN_SETTINGS,
          isolate: false,
          ...INT,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-own-settings',
          include: INT_OWN_SETTINGS,
          ...INT,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          // Browser tests whose files may run side by side on the one app server: each uses shopper
          // addresses, emails and cars of its own.
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.spec.ts'],
          exclude: E2E_ALONE,
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/helpers/localhost-names.ts'],
          testTimeout: 90_000,
          hookTimeout: 600_000,
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
          expect: { poll: E2E_POLL },
        },
      },
      {
        resolve: { alias },
        test: {
          // Browser tests that need the app server to themselves, one file at a time after the others.
          name: 'e2e-alone',
          include: E2E_ALONE,
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/helpers/localhost-names.ts'],
          testTimeout: 90_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
          expect: { poll: E2E_POLL },
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
          sequence: { groupOrder: 5 },
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
