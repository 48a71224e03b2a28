import { describe, expect, inject, it } from 'vitest'

import { requestFrom } from '../helpers/from-address'

const base = `http://localhost:${inject('appPort')}`
// The seeded super admin: other browser tests sign in with it from 127.0.0.1, so this file uses other connections.
const ADMIN = { email: 'admin@dealer-platform.test', password: 'demo-admin-pass' }
const WRONG = { email: ADMIN.email, password: 'not-the-password' }
const attacker = '127.0.0.3'

const login = (from: string, credentials: { email: string; password: string }, extraHeaders: Record<string, string> = {}) =>
  requestFrom(from, `${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify(credentials),
  })

const messageOf = (text: string) => (JSON.parse(text) as { errors?: { message: string }[] }).errors?.[0]?.message

/** Issue 16 item 3: anyone could lock every admin out, and "user is locked" confirmed the account existed. */
describe('admin sign-in throttling', () => {
  it('ten wrong passwords from one connection do not lock the admin out of another; unknown and real accounts get the same answers', async () => {
    const real: Array<[number, string | undefined]> = []
    const unknown: Array<[number, string | undefined]> = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const forReal = await login(attacker, WRONG)
      real.push([forReal.status, messageOf(forReal.text)])
      const forUnknown = await login('127.0.0.4', { email: 'nobody-here@dealer-platform.test', password: 'whatever-it-is' })
      unknown.push([forUnknown.status, messageOf(forUnknown.text)])
    }
    // The same sequence for both: wrong credentials, then throttled once the account's failures from that connection pass 5.
    expect(real).toEqual(unknown)
    expect(real.slice(0, 5).map(([status]) => status)).toEqual([401, 401, 401, 401, 401])
    expect(real.slice(5).map(([status]) => status)).toEqual([429, 429, 429, 429, 429])
    expect(new Set(real.map(([, message]) => message)).size).toBe(2)
    expect(real.map(([, message]) => message).join(' ')).not.toMatch(/locked/i)

    // The real admin, from their own connection, signs in at once.
    const admin = await login('127.0.0.2', ADMIN)
    expect(admin.status).toBe(200)
    const token = (JSON.parse(admin.text) as { token: string }).token

    // Every failure is in the audit, which only super admins read.
    const audit = await fetch(`${base}/api/sign-in-failures?where[email][equals]=${encodeURIComponent(ADMIN.email)}&limit=50&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    const { docs } = (await audit.json()) as { docs: Array<{ reason: string; clientAddress: string; accounts: string }> }
    expect(docs.filter((doc) => doc.reason === 'wrong-credentials')).toHaveLength(5)
    expect(docs.filter((doc) => doc.reason === 'throttled')).toHaveLength(5)
    expect(docs.every((doc) => doc.clientAddress.endsWith(attacker) && doc.accounts === 'users')).toBe(true)
    expect((await fetch(`${base}/api/sign-in-failures`)).status).toBe(403)
  })

  it('a new X-Forwarded-For per request does not escape the throttle (issue 16 item 10: TRUSTED_PROXY_HOPS is 0 in the demo)', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await login(
        '127.0.0.5',
        { email: 'editor@sunset-coast-cars-and-caravans.test', password: 'wrong-password' },
        { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
  })
})
