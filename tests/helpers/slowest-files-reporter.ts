import type { Reporter, TestModule, Vitest } from 'vitest/node'

/** How many files the table lists. */
const SHOWN = 10

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/**
 * Issue 39: prints the ten slowest test files at the end of every run, so a file that grows slow is
 * seen the day it does. A file's time is what it cost the run: its environment, imports, setup files,
 * and its tests and hooks (`tests`, where a fixed pause would show).
 */
export default class SlowestFilesReporter implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const projects = new Set(testModules.map((module) => module.project.name))
    const files = testModules
      .filter((module) => module.state() !== 'skipped' && module.state() !== 'queued')
      .map((module) => {
        const d = module.diagnostic()
        const total = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration
        // The project's name only when the run had more than one (a file may sit in any of them).
        const name = projects.size > 1 && module.project.name ? `[${module.project.name}] ${module.relativeModuleId}` : module.relativeModuleId
        return { name, total, tests: d.duration }
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, SHOWN)
    if (files.length === 0) return
    const width = Math.max(...files.map((file) => seconds(file.total).length))
    const testsWidth = Math.max(...files.map((file) => seconds(file.tests).length))
    const lines = files.map(
      (file, i) => `${String(i + 1).padStart(2)}. ${seconds(file.total).padStart(width)}  (tests ${seconds(file.tests).padStart(testsWidth)})  ${file.name}`,
    )
    const log = (line: string) => (this.vitest ? this.vitest.logger.log(line) : console.log(line))
    log(`\n Slowest ${files.length === 1 ? 'test file' : `${files.length} test files`}:`)
    for (const line of lines) log(`   ${line}`)
    log('')
  }
}
