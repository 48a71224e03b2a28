import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { TradeInSubject } from '@/domain/trade-in-valuation'

import { createVehicleDataProvider } from './vehicle-data-http'

interface Received {
  method: string
  /** As sent, still percent-encoded. */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
}

/** What the provider answers: a JSON value (or raw text), after an optional delay; `stallBody` sends the head only. */
interface Answer {
  status?: number
  json?: unknown
  text?: string
  delayMs?: number
  stallBody?: boolean
}

const API_KEY = 'vd_live_issue20_S3cr3tK3y'
const received: Received[] = []
let script: (call: Received) => Answer = () => ({ status: 500, text: 'no script' })
let server: Server
let baseUrl = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = request.url ?? ''
      const [path = '', query = ''] = url.split('?')
      const call: Received = {
        method: request.method ?? '',
        path,
        query: new URLSearchParams(query),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(call)
      const answer = script(call)
      const send = () => {
        if (response.destroyed) return
        const body = answer.text ?? JSON.stringify(answer.json ?? null)
        response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
        if (answer.stallBody) response.write(body.slice(0, 5))
        else response.end(body)
      }
      if (answer.delayMs) {
        const timer = setTimeout(send, answer.delayMs)
        response.on('close', () => clearTimeout(timer))
      } else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // A path prefix and a trailing slash, which the adapter must join cleanly.
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  received.length = 0
  script = () => ({ status: 500, text: 'no script' })
})

const provider = (timeoutMs?: number) => createVehicleDataProvider({ baseUrl, apiKey: API_KEY, timeoutMs })

/** The error a call rejects with (failing the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(Error)
  return outcome.error as Error
}

const corolla = {
  id: 'veh_8f2c1a',
  year: 2019,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  series: 'ZWE211R',
  vin: 'jtnkb3be30j012345',
  body_type: 'Hatchback',
  colour: 'Silver',
  transmission: 'Automatic',
}
const subject: TradeInSubject = { year: 2019, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', km: 84_000 }
const prediction = { retail_price: 31_249.6, retail_price_range: { min: 29_850, max: 32_901 }, trade_price: 26_400, score: 0.82, kms_adjustment: -650.4 }

describe('vehicle-data provider: rego lookup (issue 20)', () => {
  it('GETs the registration with the plate, the state lower case and the key, and reads the vehicle', async () => {
    script = () => ({ json: { success: true, vehicle: corolla } })
    const { regoLookup, valuation } = provider()
    expect(regoLookup.provider).toBe('vehicle-data')
    expect(valuation.provider).toBe('vehicle-data')
    expect(await regoLookup.lookup('ABC123', 'NSW')).toEqual({
      year: 2019,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      vin: 'JTNKB3BE30J012345',
      source: 'provider',
    })
    expect(received).toHaveLength(1)
    const [call] = received
    expect(call!.method).toBe('GET')
    expect(call!.path).toBe('/api/v2/vehicles/registrations/ABC123')
    expect(Object.fromEntries(call!.query)).toEqual({ region: 'nsw' })
    expect(call!.headers.apikey).toBe(API_KEY)
    expect(call!.headers.accept).toBe('application/json')
    expect(call!.headers.authorization).toBeUndefined()
  })

  it('URL-encodes the plate, so it cannot reach another path or query', async () => {
    script = () => ({ json: { success: true, vehicle: corolla } })
    await provider().regoLookup.lookup('AB/../1?x=2 #', 'VIC')
    expect(received[0]!.path).toBe('/api/v2/vehicles/registrations/AB%2F..%2F1%3Fx%3D2%20%23')
    expect(Object.fromEntries(received[0]!.query)).toEqual({ region: 'vic' })
  })

  it('reads an absent or blank badge and a VIN that is not 17 characters as null', async () => {
    const answers = [
      { success: true, vehicle: { year: 2021, make: 'Mazda', model: 'CX-5' } },
      { success: true, vehicle: { ...corolla, badge: '  ', vin: 'ZWE211R-12345' } },
      { success: true, vehicle: { ...corolla, badge: null, vin: null } },
      // I, O and Q are never in a VIN.
      { success: true, vehicle: { ...corolla, vin: 'JTNKB3BE30I012345' } },
    ]
    script = () => ({ json: answers[received.length - 1] })
    const lookup = provider().regoLookup
    expect(await lookup.lookup('1ABC234', 'WA')).toEqual({ year: 2021, make: 'Mazda', model: 'CX-5', badge: null, vin: null, source: 'provider' })
    expect(await lookup.lookup('1ABC234', 'WA')).toMatchObject({ badge: null, vin: null })
    expect(await lookup.lookup('1ABC234', 'WA')).toMatchObject({ badge: null, vin: null })
    expect(await lookup.lookup('1ABC234', 'WA')).toMatchObject({ badge: 'Ascent Sport', vin: null })
  })

  it('reads 404 as a plate the provider does not know', async () => {
    script = () => ({ status: 404, json: { success: false, message: 'Registration not found' } })
    expect(await provider().regoLookup.lookup('ZZZ999', 'QLD')).toBeNull()
  })

  it('reads success:false, or a success without a vehicle, as a plate the provider does not know', async () => {
    script = () => ({ json: { success: false, message: 'No vehicle found for registration' } })
    expect(await provider().regoLookup.lookup('ZZZ999', 'TAS')).toBeNull()
    script = () => ({ json: { success: true, vehicle: null } })
    expect(await provider().regoLookup.lookup('ZZZ999', 'TAS')).toBeNull()
  })

  it('throws naming the provider and the status on a server error', async () => {
    script = () => ({ status: 500, json: { success: false, message: 'Internal error' } })
    const error = await failure(provider().regoLookup.lookup('ABC123', 'SA'))
    expect(error.message).toMatch(/vehicle-data provider/)
    expect(error.message).toMatch(/\b500\b/)
  })

  it('throws on a body that is not JSON, or an answer the schema rejects', async () => {
    script = () => ({ text: '<html>Bad gateway</html>' })
    expect((await failure(provider().regoLookup.lookup('ABC123', 'NT'))).message).toMatch(/vehicle-data provider answered 200 .*not JSON/)
    script = () => ({ json: { success: true, vehicle: { ...corolla, year: '2019' } } })
    expect((await failure(provider().regoLookup.lookup('ABC123', 'NT'))).message).toMatch(/vehicle-data provider answered 200 .*unreadable.*vehicle\.year/)
    script = () => ({ json: { success: true, vehicle: { ...corolla, make: '' } } })
    expect((await failure(provider().regoLookup.lookup('ABC123', 'NT'))).message).toMatch(/unreadable/)
    script = () => ({ json: ['not', 'an', 'answer'] })
    expect((await failure(provider().regoLookup.lookup('ABC123', 'NT'))).message).toMatch(/unreadable/)
  })

  it('throws when the answer is slower than timeoutMs', async () => {
    script = () => ({ delayMs: 1_000, json: { success: true, vehicle: corolla } })
    const started = Date.now()
    const error = await failure(provider(100).regoLookup.lookup('ABC123', 'ACT'))
    expect(error.message).toMatch(/vehicle-data provider did not answer .* within 100 ms/)
    expect(Date.now() - started).toBeLessThan(900)
  })
})

describe('vehicle-data provider: valuation (issue 20)', () => {
  it('POSTs the car, its km and average condition as JSON with the key, and reads the prediction', async () => {
    script = () => ({ json: { success: true, prediction, vehicle: { id: 'veh_8f2c1a' } } })
    expect(await provider().valuation.estimate(subject)).toEqual({
      retailDollars: 31_250,
      lowDollars: 29_800,
      highDollars: 33_000,
      confidence: 0.82,
      comparables: [],
      perTenThousandKm: -650,
    })
    expect(received).toHaveLength(1)
    const [call] = received
    expect(call!.method).toBe('POST')
    expect(call!.path).toBe('/api/v2/valuations/predict')
    expect([...call!.query]).toEqual([])
    expect(call!.headers.apikey).toBe(API_KEY)
    expect(call!.headers.accept).toBe('application/json')
    expect(call!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(call!.body)).toEqual({
      vehicle: { year: 2019, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' },
      kms: 84_000,
      condition: 'average',
    })
  })

  it('sends a null badge, clamps the score to 0..1, and fills in what the provider left out', async () => {
    const answers = [
      { success: true, prediction: { retail_price: 18_400, score: 1.7 } },
      { success: true, prediction: { retail_price: 18_450, retail_price_range: { min: 18_900, max: 17_050 }, score: -0.2, kms_adjustment: 120 } },
    ]
    script = () => ({ json: answers[received.length - 1] })
    const valuation = provider().valuation
    expect(await valuation.estimate({ ...subject, badge: null })).toEqual({
      retailDollars: 18_400,
      lowDollars: 18_400,
      highDollars: 18_400,
      confidence: 1,
      comparables: [],
      perTenThousandKm: 0,
    })
    expect(JSON.parse(received[0]!.body).vehicle).toEqual({ year: 2019, make: 'Toyota', model: 'Corolla', badge: null })
    // A reversed range is still a range; a km adjustment that adds value is not one the estimate can hold.
    expect(await valuation.estimate(subject)).toEqual({
      retailDollars: 18_450,
      lowDollars: 17_000,
      highDollars: 18_900,
      confidence: 0,
      comparables: [],
      perTenThousandKm: 0,
    })
  })

  it('reads success:false, or no prediction or retail price, as no figure', async () => {
    const answers = [
      { success: false, message: 'Insufficient data to value this vehicle' },
      { success: true },
      { success: true, prediction: null },
      { success: true, prediction: { retail_price: null, score: 0.1 } },
    ]
    script = () => ({ json: answers[received.length - 1] })
    const valuation = provider().valuation
    for (const _ of answers) expect(await valuation.estimate(subject)).toBeNull()
    expect(received).toHaveLength(answers.length)
  })

  it('throws naming the status on a server error, and on 404 (only the lookup reads 404 as unknown)', async () => {
    script = () => ({ status: 503, text: 'upstream unavailable' })
    expect((await failure(provider().valuation.estimate(subject))).message).toMatch(/vehicle-data provider answered 503 for the valuation/)
    script = () => ({ status: 404, json: { success: false } })
    expect((await failure(provider().valuation.estimate(subject))).message).toMatch(/vehicle-data provider answered 404 for the valuation/)
  })

  it('throws on a body that is not JSON, or a prediction the schema rejects', async () => {
    script = () => ({ text: '{"success": true, "prediction": {"retail_price": 31' })
    expect((await failure(provider().valuation.estimate(subject))).message).toMatch(/vehicle-data provider answered 200 .*not JSON/)
    script = () => ({ json: { success: true, prediction: { ...prediction, retail_price: 'about 31k' } } })
    expect((await failure(provider().valuation.estimate(subject))).message).toMatch(/unreadable.*prediction\.retail_price/)
    script = () => ({ json: { success: true, prediction: { ...prediction, retail_price_range: { min: -5, max: 32_000 } } } })
    expect((await failure(provider().valuation.estimate(subject))).message).toMatch(/unreadable/)
    script = () => ({ json: { success: 'yes', prediction } })
    expect((await failure(provider().valuation.estimate(subject))).message).toMatch(/unreadable/)
  })

  it('throws when the answer, or its body, is slower than timeoutMs', async () => {
    script = () => ({ delayMs: 1_000, json: { success: true, prediction } })
    expect((await failure(provider(100).valuation.estimate(subject))).message).toMatch(/did not answer the valuation within 100 ms/)
    script = () => ({ stallBody: true, json: { success: true, prediction } })
    expect((await failure(provider(100).valuation.estimate(subject))).message).toMatch(/answered 200 but did not finish the valuation within 100 ms/)
  })
})

describe('vehicle-data provider: the API key (issue 20)', () => {
  it('never appears in an error message, even when the provider echoes it', async () => {
    const echo = (call: Received) => `Invalid ApiKey ${String(call.headers.apikey)}`
    const scripts: Array<(call: Received) => Answer> = [
      (call) => ({ status: 401, json: { success: false, message: echo(call) } }),
      (call) => ({ status: 500, text: echo(call) }),
      (call) => ({ text: echo(call) }),
      (call) => ({ json: { success: true, vehicle: { year: echo(call) }, prediction: { retail_price: echo(call) } } }),
      () => ({ delayMs: 1_000, json: {} }),
    ]
    const messages: string[] = []
    for (const next of scripts) {
      script = next
      messages.push((await failure(provider(100).regoLookup.lookup('ABC123', 'VIC'))).message)
      messages.push((await failure(provider(100).valuation.estimate(subject))).message)
    }
    // A provider that cannot be reached at all.
    const closed = createVehicleDataProvider({ baseUrl: 'http://127.0.0.1:1', apiKey: API_KEY, timeoutMs: 1_000 })
    messages.push((await failure(closed.regoLookup.lookup('ABC123', 'VIC'))).message)
    expect(messages).toHaveLength(11)
    for (const message of messages) {
      expect(message).toMatch(/vehicle-data provider/)
      expect(message).not.toContain(API_KEY)
    }
    expect(received.every((call) => call.headers.apikey === API_KEY)).toBe(true)
  })
})
