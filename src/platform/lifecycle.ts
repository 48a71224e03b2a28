/**
 * The app server's life (issue 38): whether it is draining after SIGTERM, and what must happen before
 * it exits. Shared through globalThis with scripts/lib/app-server-hooks.mjs, which owns the HTTP
 * server and the signal: it sets `draining`, stops taking connections, waits for requests in flight
 * and then runs these tasks (stop the sweeps, close the pool) with a bound of its own.
 */
export interface AppLifecycle {
  draining: boolean
  shutdownTasks: Array<{ name: string; run: () => Promise<void> }>
}

const LIFECYCLE = Symbol.for('dealer-platform.lifecycle')

export function appLifecycle(): AppLifecycle {
  const holder = globalThis as typeof globalThis & { [LIFECYCLE]?: AppLifecycle }
  holder[LIFECYCLE] ??= { draining: false, shutdownTasks: [] }
  return holder[LIFECYCLE]
}

/** True once the server was told to stop: readiness answers 503 so the load balancer sends no more. */
export const isDraining = (): boolean => appLifecycle().draining

/** A task run once requests have drained, before the process exits (each task once, by name). */
export function onShutdown(name: string, run: () => Promise<void>): void {
  const { shutdownTasks } = appLifecycle()
  if (!shutdownTasks.some((task) => task.name === name)) shutdownTasks.push({ name, run })
}
