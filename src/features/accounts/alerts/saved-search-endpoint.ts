import 'server-only'

import { z } from 'zod'

import { garagePathOf } from '@/domain/sign-in'
import { SAVED_SEARCH_LIMIT, savedSearchPath } from '@/domain/shopper-alerts'
import { databasePool, problem } from '@/platform/site-api'

import { acceptAccountWrite, privateJson, signedOut } from '../account-api'
import { deleteSavedSearch, saveSearch, setSavedSearchAlerts } from './saved-search-store'
import { savedSearchMatcher } from './search-matches'
import { plainText } from '@/domain/text'

const RATE_MESSAGE = 'Too many changes to saved searches from this connection. Please try again shortly.'
const NOT_FOUND = 'That saved search was not found.'

const createSchema = z.object({ name: plainText().trim().min(1).max(80).optional(), path: plainText().max(2000) }).strict()
const alertsSchema = z.object({ alertsEnabled: z.boolean() }).strict()

/** A saved search's id from the route; anything else is as unknown as another shopper's id. */
const savedSearchId = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)

/**
 * POST /api/account/saved-searches `{ name?, path }`: saves a search of this site (a /search path),
 * named after its heading unless named. The cars it lists now are remembered, so only later ones alert.
 */
export async function createSavedSearchResponse(request: Request): Promise<Response> {
  const accepted = await acceptAccountWrite(request, { schema: createSchema, rateLimit: 'shopperWrite', message: RATE_MESSAGE })
  if ('response' in accepted) return accepted.response
  const { site, shopper, data } = accepted
  if (!shopper) return signedOut()
  const path = savedSearchPath(data.path)
  if (!path) return problem(400, 'Only a search of this site can be saved.')
  const matcher = await savedSearchMatcher(site)
  const state = matcher.stateOf(path)
  if (!state) return problem(400, 'That search no longer exists.')
  const saved = await saveSearch(await databasePool(), {
    customerId: shopper.id,
    siteId: site.id,
    name: data.name ?? matcher.nameOf(state).slice(0, 80),
    path: matcher.pathOf(state),
    knownCarIds: await matcher.currentIds(state),
  })
  if (saved.outcome === 'full')
    return problem(409, `You have ${SAVED_SEARCH_LIMIT} saved searches, the most we keep. Delete one in your garage to save another.`)
  return privateJson({ ...saved.search, garagePath: garagePathOf(site) }, { status: saved.outcome === 'saved' ? 201 : 200 })
}

/** POST /api/account/saved-searches/{id} `{ alertsEnabled }`: the search's email switch. */
export async function savedSearchAlertsResponse(request: Request, rawId: string): Promise<Response> {
  const accepted = await acceptAccountWrite(request, { schema: alertsSchema, rateLimit: 'shopperWrite', message: RATE_MESSAGE })
  if ('response' in accepted) return accepted.response
  if (!accepted.shopper) return signedOut()
  const id = savedSearchId(rawId)
  const changed = id !== null && (await setSavedSearchAlerts(await databasePool(), accepted.shopper.id, id, accepted.data.alertsEnabled))
  return changed ? privateJson({ id, alertsEnabled: accepted.data.alertsEnabled }) : problem(404, NOT_FOUND)
}

/** POST /api/account/saved-searches/{id}/delete: forgets the search (and so its emails). */
export async function deleteSavedSearchResponse(request: Request, rawId: string): Promise<Response> {
  const accepted = await acceptAccountWrite(request, { schema: z.object({}).strict(), rateLimit: 'shopperWrite', message: RATE_MESSAGE })
  if ('response' in accepted) return accepted.response
  if (!accepted.shopper) return signedOut()
  const id = savedSearchId(rawId)
  const deleted = id !== null && (await deleteSavedSearch(await databasePool(), accepted.shopper.id, id))
  return deleted ? privateJson({ id, deleted: true }) : problem(404, NOT_FOUND)
}
