import { onShutdown } from './lifecycle'

/**
 * A background sweep every app server runs on an interval (the leads outbox, shopper alerts,
 * reservation expiry). The work itself claims rows in PostgreSQL so servers never do it twice; this
 * only keeps one pass at a time per server and never holds the process open. On shutdown the sweeps
 * stop and a pass under way is waited for (the server's drain bounds the wait).
 */
const sweeps = new Map<string, { timer: NodeJS.Timeout; running: Promise<unknown> | null }>()

export function startSweep(name: string, intervalMs: number, pass: () => Promise<unknown>): void {
  if (sweeps.has(name)) return
  const sweep = {
    running: null as Promise<unknown> | null,
    timer: setInterval(() => {
      if (sweep.running) return
      sweep.running = pass()
        .catch((error) => console.error(`[${name}] sweep failed`, error))
        .finally(() => {
          sweep.running = null
        })
    }, intervalMs).unref(),
  }
  sweeps.set(name, sweep)
  onShutdown('sweeps', stopSweeps)
}

/** Stops every sweep and waits for passes under way. */
export async function stopSweeps(): Promise<void> {
  for (const sweep of sweeps.values()) clearInterval(sweep.timer)
  await Promise.all([...sweeps.values()].map((sweep) => sweep.running))
}
