import { afterEach, describe, expect, it, vi } from 'vitest'

import { FORM_TOKEN_MESSAGES, MIN_FILL_MILLISECONDS } from '@/features/leads/form-token'

import { CLOCK_MARGIN_MILLISECONDS, fetchFormToken, formTokenHolder, sendWithFormToken, type HeldFormToken, type LeadSendResult } from './form-token-client'

/** A clock the test moves: waiting moves it on. */
function testClock(start = 1000) {
  const clock = { time: start, waits: [] as number[] }
  return {
    clock,
    now: () => clock.time,
    wait: async (ms: number) => {
      clock.waits.push(ms)
      clock.time += ms
    },
  }
}

/** A token source answering the given tokens in turn (null: the ask failed), stamped with the clock's time. */
function tokenSource(tokens: (string | null)[], now: () => number) {
  const asked: string[] = []
  const get = async (): Promise<HeldFormToken | null> => {
    const token = tokens[asked.length] ?? null
    asked.push(token ?? 'failed')
    return token ? { token, receivedAt: now() } : null
  }
  return { get, asked }
}

const answer = (status: number, code?: string): LeadSendResult & { status: number } => ({
  status,
  response: { status, ok: status < 300 },
  body: code ? { code } : {},
})

// Issue 16 item 9: the browser's side of the signed form token.
describe('asking for a form token', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("keeps the server's minimum fill time with the token, if it said one", async () => {
    const answers = [{ token: 't1', minFillMs: 300 }, { token: 't2' }, { token: 't3', minFillMs: 'soon' }]
    vi.stubGlobal('fetch', async () => Response.json(answers.shift()))
    expect(await fetchFormToken(() => 5)).toEqual({ token: 't1', receivedAt: 5, minFillMs: 300 })
    expect(await fetchFormToken(() => 5)).toEqual({ token: 't2', receivedAt: 5 })
    expect(await fetchFormToken(() => 5)).toEqual({ token: 't3', receivedAt: 5 })
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Site not found.' }, { status: 404 }))
    expect(await fetchFormToken()).toBeNull()
  })
})

describe('form token holder', () => {
  it('asks once, at the first focus, and sends at once when the shopper took longer than the minimum', async () => {
    const time = testClock()
    const source = tokenSource(['t1'], time.now)
    const holder = formTokenHolder(source.get, time)
    holder.start()
    holder.start()
    time.clock.time += 30_000
    expect(await holder.ready()).toBe('t1')
    expect(source.asked).toEqual(['t1'])
    expect(time.clock.waits).toEqual([])
  })

  it('a shopper who sends a prefilled form at once waits out the minimum fill time instead of being refused', async () => {
    const time = testClock()
    const holder = formTokenHolder(tokenSource(['t1'], time.now).get, time)
    holder.start()
    time.clock.time += 500
    expect(await holder.ready()).toBe('t1')
    expect(time.clock.waits).toEqual([MIN_FILL_MILLISECONDS + CLOCK_MARGIN_MILLISECONDS - 500])
  })

  it("waits out the issuing server's own minimum when it said one (FORM_MIN_FILL_MS)", async () => {
    const time = testClock()
    const holder = formTokenHolder(async () => ({ token: 't1', receivedAt: time.now(), minFillMs: 300 }), time)
    holder.start()
    time.clock.time += 100
    expect(await holder.ready()).toBe('t1')
    expect(time.clock.waits).toEqual([300 + CLOCK_MARGIN_MILLISECONDS - 100])
  })

  it('asks again when the first ask failed, and gives up (undefined) when that fails too', async () => {
    const time = testClock()
    const retried = tokenSource([null, 't2'], time.now)
    expect(await formTokenHolder(retried.get, time).ready()).toBe('t2')
    expect(retried.asked).toEqual(['failed', 't2'])
    const offline = tokenSource([null, null], time.now)
    expect(await formTokenHolder(offline.get, time).ready()).toBeUndefined()
  })

  it('renew asks for a fresh token and waits the minimum fill time with it', async () => {
    const time = testClock()
    const source = tokenSource(['stale', 'fresh'], time.now)
    const holder = formTokenHolder(source.get, time)
    holder.start()
    time.clock.time += 24 * 60 * 60 * 1000
    expect(await holder.ready()).toBe('stale')
    expect(await holder.renew()).toBe('fresh')
    expect(time.clock.waits).toEqual([MIN_FILL_MILLISECONDS + CLOCK_MARGIN_MILLISECONDS])
  })
})

describe('sending a lead with its form token', () => {
  const run = async (tokens: (string | null)[], answers: ReturnType<typeof answer>[]) => {
    const time = testClock()
    const holder = formTokenHolder(tokenSource(tokens, time.now).get, time)
    const sent: (string | undefined)[] = []
    const result = await sendWithFormToken(holder, async (token) => {
      sent.push(token)
      return answers[sent.length - 1]!
    })
    return { result, sent }
  }

  it('sends once with the token', async () => {
    const { result, sent } = await run(['t1'], [answer(201)])
    expect(sent).toEqual(['t1'])
    expect(result).toMatchObject({ status: 201 })
  })

  it('a stale token (a tab left open overnight): a fresh token and one more send, by itself', async () => {
    const { result, sent } = await run(['stale', 'fresh'], [answer(400, 'form-token-stale'), answer(201)])
    expect(sent).toEqual(['stale', 'fresh'])
    expect(result).toMatchObject({ status: 201 })
  })

  it('only once: a second refusal is shown as it came', async () => {
    const { result, sent } = await run(['a', 'b', 'c'], [answer(400, 'form-token-forged'), answer(400, 'form-token-forged')])
    expect(sent).toEqual(['a', 'b'])
    expect(result).toMatchObject({ status: 400, body: { code: 'form-token-forged' } })
  })

  it('says "Please try again" when no fresh token can be had', async () => {
    const { result, sent } = await run(['stale', null, null], [answer(400, 'form-token-stale')])
    expect(sent).toEqual(['stale'])
    expect(result).toEqual({ retryMessage: FORM_TOKEN_MESSAGES.retry })
    expect(FORM_TOKEN_MESSAGES.retry).toMatch(/Please try again\.$/)
  })

  it('a token that never arrived is sent without one, then once more with a fresh one', async () => {
    const { sent } = await run([null, null, 'late'], [answer(400, 'form-token-missing'), answer(201)])
    expect(sent).toEqual([undefined, 'late'])
  })

  it('does not resend for a quick shopper, bad fields or a network failure', async () => {
    expect((await run(['t', 'u'], [answer(400, 'form-token-too-young')])).sent).toEqual(['t'])
    expect((await run(['t', 'u'], [answer(400)])).sent).toEqual(['t'])
    const offline = await run(['t', 'u'], [{ status: 0, response: null, body: null }])
    expect(offline.sent).toEqual(['t'])
  })
})
