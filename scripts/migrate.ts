/** npm run migrate: applies committed migrations to DATABASE_URI or the embedded database. */
import { startPayload } from './lib/payload'
import { runToCompletion } from './lib/run-to-completion'

runToCompletion('Migrating', async () => {
  const { close } = await startPayload()
  await close()
  console.log('Migrations are up to date.')
})
