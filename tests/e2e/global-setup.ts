import type { TestProject } from 'vitest/node'

import { startAppServer } from '../helpers/app-server'

declare module 'vitest' {
  export interface ProvidedContext {
    appPort: number
    appDatabaseUri: string
    appMailboxDir: string
  }
}

type App = Awaited<ReturnType<typeof startAppServer>>
const SHARED = Symbol.for('dealer-platform.e2e-app-server')

/**
 * One app server for both browser-test projects (e2e, whose files run side by side, and e2e-alone,
 * whose files need the server to themselves): the first setup starts it, the last teardown stops it.
 */
export default async function setup(project: TestProject) {
  const shared = ((globalThis as Record<symbol, unknown>)[SHARED] ??= { app: startAppServer((line) => console.log(`[e2e] ${line}`)), users: 0 }) as {
    app: Promise<App>
    users: number
  }
  shared.users++
  const app = await shared.app
  project.provide('appPort', app.port)
  project.provide('appDatabaseUri', app.databaseUri)
  project.provide('appMailboxDir', app.mailboxDir)
  return async () => {
    if (--shared.users === 0) await app.stop()
  }
}
