/**
 * A background sweep every app server runs on an interval (the leads outbox, shopper alerts,
 * reservation expiry). The work itself claims rows in PostgreSQL so servers never do it twice; this
 * only keeps one pass at a time per server and never holds the process open.
 */
const started = new Set<string>()

export function startSweep(name: string, intervalMs: number, pass: () => Promise<unknown>): void {
  if (started.has(name)) return
  started.add(name)
  let running = false
  setInterval(() => {
    if (running) return
    running = true
    void pass()
      .catch((error) => console.error(`[${name}] sweep failed`, error))
      .finally(() => {
        running = false
      })
  }, intervalMs).unref()
}
