import type { TestProject } from 'vitest/node'

import { startAppServer } from '../helpers/app-server'

declare module 'vitest' {
  export interface ProvidedContext {
    appPort: number
    appDatabaseUri: string
    appMailboxDir: string
  }
}

export default async function setup(project: TestProject) {
  const app = await startAppServer((line) => console.log(`[e2e] ${line}`))
  project.provide('appPort', app.port)
  project.provide('appDatabaseUri', app.databaseUri)
  project.provide('appMailboxDir', app.mailboxDir)
  return app.stop
}
