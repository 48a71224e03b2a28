/**
 * No cycle between capabilities (ARCHITECTURE.md "Layers"), checked by dependency-cruiser in
 * `npm run lint`: each capability folder (src/features/<name>) and blocks/ count as one node, and
 * any chain of imports between them, type-only ones included, that leads back to where it started
 * fails. eslint-rules/boundaries.mjs keeps the capabilities in their order import by import; this
 * checks the whole graph with a tool of its own (eslint-rules/capability-cycles.test.ts plants one).
 */
export default {
  forbidden: [
    {
      name: 'no-capability-cycle',
      comment: 'Capabilities depend on each other one way: a page that composes a higher capability takes it as a prop or slot from its route.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(src/features/[^/]+|blocks)$' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(src/features|blocks)/',
    exclude: { path: '\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
}
