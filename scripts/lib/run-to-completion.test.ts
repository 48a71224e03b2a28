import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx')

/** Runs a tiny script through runToCompletion in a child process and returns its exit code and errors. */
function run(body: string) {
  const code = `import { runToCompletion } from './scripts/lib/run-to-completion'\nrunToCompletion('The test script', async () => { ${body} })`
  const result = spawnSync(TSX, ['--eval', code], { cwd: PROJECT_ROOT, encoding: 'utf8' })
  return { status: result.status, stderr: result.stderr }
}

describe('runToCompletion (setup scripts never report success for work they did not do)', () => {
  it('exits 0 when the work finishes', () => {
    expect(run('await new Promise((resolve) => setTimeout(resolve, 10))').status).toBe(0)
  })

  it('exits 1 when a dependency ends the process with exit code 0 before the work is done', () => {
    const { status, stderr } = run('setTimeout(() => process.exit(0), 10); await new Promise(() => {})')
    expect(status).toBe(1)
    expect(stderr).toContain('The test script stopped before it finished.')
  })

  it('exits 1 when the work never settles and nothing else is pending', () => {
    expect(run('await new Promise(() => {})').status).toBe(1)
  })

  it('exits 1 when the work fails', () => {
    expect(run("throw new Error('database down')").status).toBe(1)
  })
})
