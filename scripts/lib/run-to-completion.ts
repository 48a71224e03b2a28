/**
 * Runs a script's main function and exits when it settles. Any exit before that is an error: now
 * and then a seed or demo-stock run ended with exit code 0 having done nothing (no output past
 * Payload's start: an await that never settled with an empty event loop, or a dependency calling
 * process.exit(0)), and the browser tests then ran against an empty database. Exiting early now
 * exits 1 with a message, so the caller sees it and can run the script again.
 */
export function runToCompletion(what: string, main: () => Promise<void>): void {
  let finished = false
  process.on('exit', (code) => {
    if (finished || code !== 0) return
    console.error(`${what} stopped before it finished.`)
    process.exitCode = 1
  })
  main().then(
    () => {
      finished = true
      process.exit()
    },
    (error: unknown) => {
      finished = true
      console.error(error)
      process.exit(1)
    },
  )
}
