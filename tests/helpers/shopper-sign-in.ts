import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/**
 * Shopper sign-in outside a browser (benchmarks of signed-in pages, API tests): asks for a code as a
 * page would, reads it from the offline mailbox (as a shopper reads their email), and signs in.
 */

/** The code and one-click link token in the newest sign-in mail to `email` (mail file names start with the time sent). */
export function mailedSignIn(mailboxDir: string, email: string): { code: string; token: string; link: string } | null {
  let names: string[]
  try {
    names = readdirSync(mailboxDir)
      .filter((name) => name.startsWith('shopper-') && name.endsWith('.eml'))
      .sort()
      .reverse()
  } catch {
    return null
  }
  for (const name of names) {
    // Quoted-printable soft breaks and '=' escapes undone, so the link reads whole.
    const raw = readFileSync(path.join(mailboxDir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=')
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw)) continue
    const code = /^Subject: (\d{6}) is your/m.exec(raw)?.[1]
    const link = /(https?:\/\/[^\s"<>]+\/sign-in\?[^\s"<>]*token=[A-Za-z0-9_-]+[^\s"<>]*)/.exec(raw)?.[1]
    if (code && link) return { code, token: new URL(link.replaceAll('&amp;', '&')).searchParams.get('token')!, link: link.replaceAll('&amp;', '&') }
  }
  return null
}

function post(
  localAddress: string,
  port: number,
  host: string,
  pathname: string,
  body: unknown,
  cookie?: string,
): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const request = http.request(
      // A loopback address of its own per sign-in: the per-connection sign-in limits stay the browser tests'.
      {
        host: '127.0.0.1',
        localAddress,
        port,
        path: pathname,
        method: 'POST',
        headers: {
          host: `${host}:${port}`,
          origin: `http://${host}:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [] }))
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}

/** A signed-in shopper's Cookie header on `host` (details filled in, so gated pages and the garage open). */
export async function shopperCookie({ port, host, email, mailboxDir }: { port: number; host: string; email: string; mailboxDir: string }): Promise<string> {
  const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
  const asked = await post(from, port, host, '/api/account/sign-in/code', { email })
  if (asked.status !== 202) throw new Error(`Asking for a sign-in code on ${host} answered ${asked.status}`)
  const mailWaitMs = 5_000
  const deadline = Date.now() + mailWaitMs
  let mail = mailedSignIn(mailboxDir, email)
  while (!mail && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    mail = mailedSignIn(mailboxDir, email)
  }
  if (!mail) throw new Error(`No sign-in mail for ${email} in ${mailboxDir} within ${mailWaitMs / 1000} s of asking for a code`)
  const signedIn = await post(from, port, host, '/api/account/sign-in', { email, code: mail.code })
  const cookie = signedIn.setCookie.map((c) => c.split(';')[0]).join('; ')
  if (signedIn.status !== 200 || !cookie.includes('shopper_session=')) throw new Error(`Signing in on ${host} answered ${signedIn.status}`)
  const details = await post(
    from,
    port,
    host,
    '/api/account/details',
    { firstName: 'Bench', lastName: 'Shopper', phone: '0412 345 678', postcode: '4000' },
    cookie,
  )
  if (details.status !== 200) throw new Error(`Saving the shopper's details answered ${details.status}`)
  return cookie
}
