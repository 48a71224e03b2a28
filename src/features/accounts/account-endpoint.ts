import 'server-only'

import { z } from 'zod'

import { sessionTokenOf } from '@/domain/sign-in'
import { getPayloadClient } from '@/platform/payload'
import { databasePool, problem } from '@/platform/site-api'

import { acceptAccountWrite, accountSite, privateJson, signedOut } from './account-api'
import { needsDetails, shopperDataExport, updateShopperDetails, type Shopper } from './customers'
import { shopperDetailsSchema } from './details-schema'
import { isHttpsRequest, revokeAllSessions, revokeSession, sessionCookies } from './sessions'
import { shopperForRequest } from './shopper'

/** What the browser may know about the signed-in shopper. */
const publicShopper = (shopper: Shopper) => ({ ...shopper, siteId: undefined, needsDetails: needsDetails(shopper) })

/** GET /api/account: the signed-in shopper, or `{ shopper: null }`. */
export async function accountResponse(request: Request): Promise<Response> {
  const found = await accountSite(request)
  if ('response' in found) return found.response
  const shopper = await shopperForRequest(request, found.site)
  return privateJson({ shopper: shopper ? publicShopper(shopper) : null })
}

/** POST /api/account/details: name, mobile, postcode and the two email switches (first sign-in and My details). */
export async function accountDetailsResponse(request: Request): Promise<Response> {
  const accepted = await acceptAccountWrite(request, { schema: shopperDetailsSchema, rateLimit: 'shopperWrite' })
  if ('response' in accepted) return accepted.response
  if (!accepted.shopper) return signedOut()
  const shopper = await updateShopperDetails(await getPayloadClient(), accepted.shopper, accepted.data)
  return privateJson({ shopper: publicShopper(shopper) })
}

/** POST /api/account/sign-out `{ everywhere? }`: ends this session, or every session of the account. */
export async function signOutResponse(request: Request): Promise<Response> {
  const accepted = await acceptAccountWrite(request, { schema: z.object({ everywhere: z.boolean().optional() }).strict(), rateLimit: 'shopperWrite' })
  if ('response' in accepted) return accepted.response
  const pool = await databasePool()
  const token = sessionTokenOf(request.headers.get('cookie'))
  if (accepted.data.everywhere && accepted.shopper) await revokeAllSessions(pool, accepted.shopper.id)
  else if (token) await revokeSession(pool, token)
  const response = privateJson({ signedIn: false })
  for (const cookie of sessionCookies(null, { secure: isHttpsRequest(request) })) response.headers.append('set-cookie', cookie)
  return response
}

/** GET /api/account/export: everything kept about the shopper, as a JSON download. */
export async function accountExportResponse(request: Request): Promise<Response> {
  const found = await accountSite(request)
  if ('response' in found) return found.response
  const shopper = await shopperForRequest(request, found.site)
  if (!shopper) return signedOut()
  const data = await shopperDataExport(await getPayloadClient(), shopper)
  return privateJson(data, { headers: { 'content-disposition': `attachment; filename="${found.site.slug}-my-data.json"` } })
}

/** POST /api/account/delete `{ confirm: true }`: deletes the account; its leads stay with the dealer, unlinked. */
export async function accountDeleteResponse(request: Request): Promise<Response> {
  const accepted = await acceptAccountWrite(request, {
    schema: z.object({ confirm: z.literal(true, 'Confirm that the account should be deleted.') }).strict(),
    rateLimit: 'shopperWrite',
  })
  if ('response' in accepted) return accepted.response
  if (!accepted.shopper) return signedOut()
  const payload = await getPayloadClient()
  try {
    await payload.delete({ collection: 'customers', id: accepted.shopper.id, overrideAccess: true })
  } catch (error) {
    console.error('[accounts] deleting an account failed', error)
    return problem(503, 'We could not delete your account just now. Please try again.')
  }
  const response = privateJson({ deleted: true })
  for (const cookie of sessionCookies(null, { secure: isHttpsRequest(request) })) response.headers.append('set-cookie', cookie)
  return response
}
