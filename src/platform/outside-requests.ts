type Runner = <T>(fn: () => T) => T

const OUTSIDE_REQUESTS = Symbol.for('dealer-platform.outside-requests')

/**
 * Runs `fn` in the async context the app server started in (scripts/lib/app-server-hooks.mjs), not in
 * the current request's: whatever it creates and a cache keeps (promises, database connections,
 * timers) then carries no request's async-local stores (Next's request and work stores, React's
 * render), so a kept value never keeps a finished request alive. Without the hook (tests, tools) it
 * just runs `fn`.
 */
export function outsideRequests<T>(fn: () => T): T {
  const run = (globalThis as Record<symbol, unknown>)[OUTSIDE_REQUESTS] as Runner | undefined
  return run ? run(fn) : fn()
}
