import type { Payload } from 'payload'
import type { z } from 'zod'

import { databasePoolOf } from './database'
import type { RateLimitName } from './rate-limit'
import { privateJson, problem, rateLimited, readJsonBody, sameOriginRefusal } from './site-api'
import type { ResolvedSite } from './sites'

/** A check's or action's refusal, sent as it is with its own status (400 naming the step, 404, 409...). */
type StepRefusal = { ok: false; status: number }

/** What the last step made: the lead to deliver once the response is on its way, and the 201's body. */
type StepDone = { ok: true; leadId: number; created: object }

type Limit = { name: RateLimitName; message: string }
/** `perSite`: counted for all of a site's shoppers together, not per connection. */
type LastLimit = Limit & { perSite?: boolean }

const TOO_MANY_LEADS = 'Too many requests from this connection. Please wait a few minutes, or call us.'

/** The lead forms' limits, for a last step that makes a lead: per connection, then all of a site's shoppers together. */
export const LEAD_LIMITS: readonly LastLimit[] = [
  { name: 'leadCreate', message: TOO_MANY_LEADS },
  { name: 'leadSite', message: TOO_MANY_LEADS, perSite: true },
]

/** What a step flow's endpoint is given (the lead endpoints' deps are these). */
export interface StepFlowDeps {
  site: ResolvedSite | null
  payload: Payload
  /** Runs the first delivery attempt once the response is on its way (Next's after()). */
  afterResponse: (task: () => Promise<void>) => void
  deliverSoon: (leadId: number) => Promise<void>
  /** Counts the limits; the shared store's count unless a unit test keeps its own. */
  rateLimited?: typeof rateLimited
}

interface StepRequest<Deps, Body> {
  request: Request
  deps: Deps
  site: ResolvedSite
  body: Body
}

export type StepFlowEndpoint<Deps> = (request: Request, deps: Deps) => Promise<Response>

/** What one flow declares; the sequence is the helper's. */
interface StepFlow<Deps, Schema extends z.ZodType, Shopper> {
  /** The body: the step being left and the answers so far. */
  schema: Schema
  /** Each step is checked on the server, so a shopper going back and forth passes and a script does not. */
  stepLimit: Limit
  /** Whether the body leaves the last step, the one that acts; any other step is only checked. */
  isLast: (body: z.output<Schema>) => boolean
  readShopper: (request: Request, site: ResolvedSite) => Promise<Shopper | null>
  /** Where a site may put the flow behind sign-in: whether this one does, and the 401's sentence. */
  signIn?: { gated: (site: ResolvedSite) => boolean; message: string }
  /** Checks the answers up to the step being left: the 200's body (`{ ok: true, … }`) or the refusal. */
  check: (step: StepRequest<Deps, z.output<Schema>>) => Promise<{ ok: true } | StepRefusal>
  /** The last step's limits, in order. */
  lastLimits: readonly LastLimit[]
  /** The last step's work (which checks every step again), with the signed-in shopper it belongs to. */
  act: (step: StepRequest<Deps, z.output<Schema>> & { shopper: Shopper | null }) => Promise<StepDone | StepRefusal>
}

/**
 * A step flow's POST endpoint (checkout, finance pre-approval, trade-in): 404 without a site; only
 * from the site's own pages (403); each step rate limited in the shared store (429); the JSON body
 * size-limited while it streams and checked with the flow's schema (400, 413, 415); 401 where the
 * site gates the flow and no shopper is signed in. Leaving any step but the last answers the check
 * (200, or its refusal); the last step passes the flow's own limits (429), acts (201, or the
 * refusal) and delivers the lead after the response.
 */
export function stepFlowEndpoint<Deps extends StepFlowDeps, Schema extends z.ZodType, Shopper>(flow: StepFlow<Deps, Schema, Shopper>): StepFlowEndpoint<Deps> {
  return async function answer(request: Request, deps: Deps): Promise<Response> {
    const { site } = deps
    if (!site) return problem(404, 'Site not found.')
    const limited = deps.rateLimited ?? rateLimited
    const refused = sameOriginRefusal(request) ?? (await limited(request, flow.stepLimit.name, flow.stepLimit.message))
    if (refused) return refused
    const parsed = await readJsonBody(request, flow.schema)
    if ('response' in parsed) return parsed.response
    const step = { request, deps, site, body: parsed.data }

    // The session is read only where it matters: for the site's gate, else once the last step has
    // passed its limits, for what it makes (that belongs to the account).
    const signIn = flow.signIn?.gated(site) ? flow.signIn : null
    const shopper = signIn ? await flow.readShopper(request, site) : null
    if (signIn && !shopper) return problem(401, signIn.message)
    if (!flow.isLast(parsed.data)) {
      const checked = await flow.check(step)
      return privateJson(checked, { status: checked.ok ? 200 : checked.status })
    }

    const pool = databasePoolOf(deps.payload)
    for (const limit of flow.lastLimits) {
      const over = await limited(request, limit.name, limit.message, { pool, key: limit.perSite ? site.slug : undefined })
      if (over) return over
    }
    const done = await flow.act({ ...step, shopper: signIn ? shopper : await flow.readShopper(request, site) })
    if (!done.ok) return privateJson(done, { status: done.status })
    deps.afterResponse(() => deps.deliverSoon(done.leadId))
    return privateJson(done.created, { status: 201 })
  }
}
