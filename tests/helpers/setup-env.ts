import { inject } from 'vitest'

// Runs in each test worker before the test file loads, so payload.config reads the test database.
process.env.DATABASE_URI = inject('databaseUri')
process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789'
process.env.TRUSTED_PROXY_HOPS ??= '1' // as behind one load balancer: tests name each shopper with X-Forwarded-For
