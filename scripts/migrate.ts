/** npm run migrate: applies committed migrations to DATABASE_URI or the embedded database. */
import { startPayload } from './lib/payload'

const { close } = await startPayload()
await close()
console.log('Migrations are up to date.')
process.exit(0)
