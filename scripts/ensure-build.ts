/**
 * The production build the browser and cluster tests run, made only when the source changed since the
 * last one (scripts/lib/build.ts). `npm test` runs it beside the integration tests (scripts/test.mjs).
 */
import { ensureProductionBuild } from './lib/build'

ensureProductionBuild((line) => console.log(line))
