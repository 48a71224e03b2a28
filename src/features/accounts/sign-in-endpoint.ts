import 'server-only'

import { z } from 'zod'

import { normaliseEmail, normaliseSignInCode, safeRedirectTarget, SIGN_IN_CODE_MINUTES, signInTypeOf } from '@/domain/sign-in'
import { clientKeyFromHeaders } from '@/platform/rate-limit'
import { databasePool, problem, rateLimited } from '@/platform/site-api'
import { getPayloadClient } from '@/platform/payload'
import { requestHost } from '@/platform/request-host'

import { acceptAccountWrite, privateJson } from './account-api'
import { needsDetails, signInCustomer } from './customers'
import { createSession, isHttpsRequest, sessionCookies } from './sessions'
import { sendShopperMail, signInMail } from './shopper-mail'
import { issueSignInCode, redeemSignInCode, redeemSignInLink, type CodeCheck } from './sign-in-codes'
import { plainText } from '@/domain/text'

const email = z.string().trim().max(254).email('Please enter a valid email address.').transform(normaliseEmail)

export const codeRequestSchema = z.object({ email, type: plainText().max(40).optional(), redirect: plainText().max(2000).optional() }).strict()

/** The same answer whether or not the email has an account: sign-in never tells who is a customer. */
export const CODE_SENT_MESSAGE = 'If that address can receive email, a 6-digit code and a sign-in link are on their way. They work for 10 minutes.'

/** POST /api/account/sign-in/code `{ email, type?, redirect? }`: emails a new code and one-click link (replacing any earlier one). */
export async function signInCodeResponse(request: Request): Promise<Response> {
  const accepted = await acceptAccountWrite(request, {
    schema: codeRequestSchema,
    rateLimit: 'signInCode',
    message: 'Too many sign-in codes asked for from this connection. Please wait a few minutes.',
  })
  if ('response' in accepted) return accepted.response
  const { site, data } = accepted
  const limited = await rateLimited(
    request,
    'signInCodeEmail',
    'Too many sign-in codes asked for this email address. Please wait a while, or use the last code we sent.',
    { key: `${site.id}:${data.email}` },
  )
  if (limited) return limited
  const issued = await issueSignInCode(await databasePool(), { siteId: site.id, email: data.email })
  const link = new URL(`${isHttpsRequest(request) ? 'https' : 'http'}://${requestHost(request.headers)}/sign-in`)
  link.search = new URLSearchParams({ type: signInTypeOf(data.type), redirect: safeRedirectTarget(data.redirect), token: issued.linkToken }).toString()
  try {
    await sendShopperMail({
      siteName: site.name,
      to: [data.email],
      ...signInMail({ siteName: site.name, code: issued.code, link: link.toString(), minutes: SIGN_IN_CODE_MINUTES }),
    })
  } catch (error) {
    console.error('[accounts] sending a sign-in code failed', error)
    return problem(503, 'We could not send your code just now. Please try again in a minute.')
  }
  return privateJson({ message: CODE_SENT_MESSAGE }, { status: 202 })
}

export const signInSchema = z.union([z.object({ email, code: plainText().max(20) }).strict(), z.object({ token: plainText().min(20).max(100) }).strict()])

export const CODE_MESSAGES = {
  wrong: (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  locked: 'Too many wrong codes. Ask for a new code.',
  expired: 'This code has expired or a newer one was sent. Ask for a new code.',
  link: 'This sign-in link has expired or was already used. Ask for a new code.',
  format: 'Enter the 6 digits from the email.',
} as const

const codeRefusal = (check: Exclude<CodeCheck, { ok: true }>): Response =>
  problem(check.reason === 'locked' ? 429 : 400, check.reason === 'wrong' ? CODE_MESSAGES.wrong(check.triesLeft) : CODE_MESSAGES[check.reason])

/** Wrong and locked codes join the admin's sign-in audit (Security → Sign-in failures), as failed admin sign-ins do. */
async function auditFailedCode(request: Request, email: string, check: Exclude<CodeCheck, { ok: true }>) {
  if (check.reason === 'expired') return
  try {
    const payload = await getPayloadClient()
    await payload.create({
      collection: 'sign-in-failures',
      overrideAccess: true,
      data: {
        email,
        accounts: 'customers',
        reason: check.reason === 'locked' ? 'throttled' : 'wrong-credentials',
        clientAddress: clientKeyFromHeaders(request.headers),
        userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      },
    })
  } catch (error) {
    console.error('[accounts] recording a failed sign-in code failed', error)
  }
}

/**
 * POST /api/account/sign-in `{ email, code }` or `{ token }` (the emailed link): signs the shopper in
 * on this site, creating the account on first sign-in. 200 `{ needsDetails }` with the session cookie.
 */
export async function signInResponse(request: Request): Promise<Response> {
  const accepted = await acceptAccountWrite(request, {
    schema: signInSchema,
    rateLimit: 'signInCheck',
    message: 'Too many sign-in attempts from this connection. Please wait a few minutes.',
  })
  if ('response' in accepted) return accepted.response
  const { site, data } = accepted
  const pool = await databasePool()
  let signedInEmail: string
  if ('token' in data) {
    const found = await redeemSignInLink(pool, { siteId: site.id, token: data.token })
    if (!found) return problem(400, CODE_MESSAGES.link)
    signedInEmail = found
  } else {
    const code = normaliseSignInCode(data.code)
    if (!code) return problem(400, CODE_MESSAGES.format)
    const check = await redeemSignInCode(pool, { siteId: site.id, email: data.email, code })
    if (!check.ok) {
      await auditFailedCode(request, data.email, check)
      return codeRefusal(check)
    }
    signedInEmail = data.email
  }
  const { shopper, created } = await signInCustomer(await getPayloadClient(), site.id, signedInEmail)
  const token = await createSession(pool, { customerId: shopper.id, siteId: site.id, userAgent: request.headers.get('user-agent') })
  const response = privateJson({ signedIn: true, created, needsDetails: needsDetails(shopper) })
  for (const cookie of sessionCookies(token, { secure: isHttpsRequest(request) })) response.headers.append('set-cookie', cookie)
  return response
}
