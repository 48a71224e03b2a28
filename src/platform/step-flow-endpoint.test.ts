import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import type { RateLimitName } from './rate-limit'
import { problem } from './site-api'
import type { ResolvedSite } from './sites'
import { LEAD_LIMITS, stepFlowEndpoint } from './step-flow-endpoint'

const HOST = 'harbour.example'
const site = { id: 7, slug: 'harbour' } as ResolvedSite
const pool = { name: 'the shared store' }
const schema = z.object({ step: z.enum(['first', 'last']), answer: z.string().optional() })

type Check = { ok: true; extra?: string } | { ok: false; status: number; message: string; step?: string }
type Act = { ok: true; leadId: number; created: object } | { ok: false; status: number; message: string }

/** One fake flow and its fake world: what it read, counted, checked, did and delivered, in order. */
function harness({
  gated,
  shopper = null,
  overLimit,
  checked = { ok: true },
  done = { ok: true, leadId: 41, created: { reference: 'R-1' } },
  withSite = true,
}: { gated?: boolean; shopper?: { id: number } | null; overLimit?: RateLimitName; checked?: Check; done?: Act; withSite?: boolean } = {}) {
  const events: string[] = []
  const tasks: (() => Promise<void>)[] = []
  const deps = {
    site: withSite ? site : null,
    payload: { db: { pool } } as unknown as Payload,
    afterResponse: (task: () => Promise<void>) => void tasks.push(task),
    deliverSoon: async (leadId: number) => void events.push(`deliver ${leadId}`),
    rateLimited: async (_request: Request, name: RateLimitName, message: string, options: { key?: string; pool?: unknown } = {}) => {
      events.push(`limit ${name}${options.key ? ` per ${options.key}` : ''}${options.pool === pool ? ' in the pool' : ''}`)
      return name === overLimit ? problem(429, message, { 'retry-after': '60' }) : null
    },
  }
  const endpoint = stepFlowEndpoint({
    schema,
    stepLimit: { name: 'checkoutStep', message: 'Too many steps.' },
    isLast: (body) => body.step === 'last',
    readShopper: async () => {
      events.push('read shopper')
      return shopper
    },
    signIn: gated === undefined ? undefined : { gated: () => gated, message: 'Please sign in to go on.' },
    check: async ({ body }) => {
      events.push(`check ${body.step}`)
      return checked
    },
    lastLimits: LEAD_LIMITS,
    act: async ({ body, shopper: owner }) => {
      events.push(`act ${body.step} for ${owner ? owner.id : 'nobody'}`)
      return done
    },
  })
  return { events, tasks, answer: (request: Request) => endpoint(request, deps) }
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://${HOST}/api/flow`, {
    method: 'POST',
    headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual(body)
}

describe('stepFlowEndpoint: the sequence every step flow shares (checkout, finance pre-approval, trade-in)', () => {
  it('answers 404 for a host that is no site, before anything is counted', async () => {
    const flow = harness({ withSite: false })
    await expectAnswer(await flow.answer(post({ step: 'first' })), 404, { message: 'Site not found.', status: 404 })
    expect(flow.events).toEqual([])
  })

  it("refuses a request from another site's pages (or with no Origin) with 403, before the rate limit counts it", async () => {
    for (const headers of [{ origin: 'https://elsewhere.example' }, { origin: 'null' }, { origin: '' }]) {
      const flow = harness()
      await expectAnswer(await flow.answer(post({ step: 'first' }, headers)), 403, {
        message: "This request must come from the site's own pages.",
        status: 403,
      })
      expect(flow.events).toEqual([])
    }
  })

  it("answers the step limit's 429 with its Retry-After, and reads nothing more", async () => {
    const flow = harness({ overLimit: 'checkoutStep' })
    const response = await flow.answer(post({ step: 'first' }))
    expect(response.headers.get('retry-after')).toBe('60')
    await expectAnswer(response, 429, { message: 'Too many steps.', status: 429 })
    expect(flow.events).toEqual(['limit checkoutStep'])
  })

  it("refuses a body that is not JSON, too large or not the flow's shape (415, 413, 400) after counting the step", async () => {
    const cases: [Request, number, string][] = [
      [post({ step: 'first' }, { 'content-type': 'text/plain' }), 415, 'Send the request as application/json.'],
      [post({ step: 'first', answer: 'x'.repeat(17 * 1024) }), 413, 'The request body is too large.'],
      [post('{"step":'), 400, 'The request body is not valid JSON.'],
    ]
    for (const [request, status, message] of cases) {
      const flow = harness()
      await expectAnswer(await flow.answer(request), status, { message, status })
      expect(flow.events).toEqual(['limit checkoutStep'])
    }
    const response = await harness().answer(post({ step: 'middle' }))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/^step: /)
  })

  it("answers a check step with the check's own body: 200 for passed, the refusal's status as it is; the session is never read", async () => {
    const passed = harness({ checked: { ok: true, extra: 'the car' } })
    const response = await passed.answer(post({ step: 'first' }))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    await expectAnswer(response, 200, { ok: true, extra: 'the car' })
    expect(passed.events).toEqual(['limit checkoutStep', 'check first'])

    const refusal = { ok: false, status: 400, message: 'Please fix the following errors:', step: 'first' } as const
    const refused = harness({ gated: false, checked: refusal })
    await expectAnswer(await refused.answer(post({ step: 'first' })), 400, refusal)
    expect(refused.events).toEqual(['limit checkoutStep', 'check first'])
  })

  it("where the site gates the flow: 401 with the flow's sentence signed out, the check signed in", async () => {
    const signedOut = harness({ gated: true })
    await expectAnswer(await signedOut.answer(post({ step: 'first' })), 401, { message: 'Please sign in to go on.', status: 401 })
    expect(signedOut.events).toEqual(['limit checkoutStep', 'read shopper'])

    const signedIn = harness({ gated: true, shopper: { id: 5 } })
    expect((await signedIn.answer(post({ step: 'first' }))).status).toBe(200)
    expect(signedIn.events).toEqual(['limit checkoutStep', 'read shopper', 'check first'])
  })

  it('the last step passes the lead limits in the pool, reads the shopper, acts, answers 201 and delivers only after the response', async () => {
    const flow = harness({ shopper: { id: 5 } })
    const response = await flow.answer(post({ step: 'last' }))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    await expectAnswer(response, 201, { reference: 'R-1' })
    expect(flow.events).toEqual([
      'limit checkoutStep',
      'limit leadCreate in the pool',
      'limit leadSite per harbour in the pool',
      'read shopper',
      'act last for 5',
    ])
    expect(flow.tasks).toHaveLength(1)
    await flow.tasks[0]!()
    expect(flow.events.at(-1)).toBe('deliver 41')
  })

  it('a gated last step reads the session once, before the limits, and the act gets that shopper', async () => {
    const flow = harness({ gated: true, shopper: { id: 9 } })
    expect((await flow.answer(post({ step: 'last' }))).status).toBe(201)
    expect(flow.events).toEqual([
      'limit checkoutStep',
      'read shopper',
      'limit leadCreate in the pool',
      'limit leadSite per harbour in the pool',
      'act last for 9',
    ])
  })

  it('over a last-step limit: its 429, and no later limit, session read or act', async () => {
    const flow = harness({ overLimit: 'leadCreate' })
    const response = await flow.answer(post({ step: 'last' }))
    expect(response.headers.get('retry-after')).toBe('60')
    await expectAnswer(response, 429, { message: 'Too many requests from this connection. Please wait a few minutes, or call us.', status: 429 })
    expect(flow.events).toEqual(['limit checkoutStep', 'limit leadCreate in the pool'])
    expect(flow.tasks).toEqual([])
  })

  it("answers the act's refusal as it is, and delivers nothing", async () => {
    const refusal = { ok: false, status: 409, message: 'This car has just been reserved.' } as const
    const flow = harness({ done: refusal })
    await expectAnswer(await flow.answer(post({ step: 'last' })), 409, refusal)
    expect(flow.events.at(-1)).toBe('act last for nobody')
    expect(flow.tasks).toEqual([])
  })
})
