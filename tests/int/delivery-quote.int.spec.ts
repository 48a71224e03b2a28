import { beforeAll, describe, expect, it } from 'vitest'

import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'

const { POST } = await import('../../src/app/api/delivery-quote/route')

/**
 * POST /api/delivery-quote on the seeded demo sites (spec §2 delivery calculator, §5, §7, §8): the
 * real route, with the site from the Host header, the dealership's regions from PostgreSQL and the
 * offline geocoder (the shipped postcode table).
 */
const UNAVAILABLE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
let client = 0

const ask = async (body: unknown, { host = 'harbour-city-auto.localhost', contentType = 'application/json' } = {}) => {
  client += 1
  const response = await POST(
    new Request('http://localhost/api/delivery-quote', {
      method: 'POST',
      headers: { host, 'content-type': contentType, 'x-forwarded-for': `203.0.113.${client}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

beforeAll(async () => {
  const payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
})

describe('POST /api/delivery-quote on the demo dealerships', () => {
  it('gives a nearby postcode the metro price', async () => {
    const answer = await ask({ postcode: '4000', dealership: 'harbour-city-kia' })
    expect(answer).toMatchObject({ status: 200, body: { price: 0, name: 'Brisbane metro' } })
    expect(answer.body.distanceKm).toBeLessThan(5)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('prices a regional postcode by its band and an interstate capital by its range', async () => {
    expect(await ask({ postcode: '4350', dealership: 'harbour-city-kia' })).toMatchObject({ status: 200, body: { price: 250, name: 'South East Queensland' } })
    expect(await ask({ postcode: '2830', dealership: 'ridgeline-toyota' }, { host: 'ridgeline-toyota.localhost' })).toMatchObject({
      status: 200,
      body: { price: 300, name: 'Central West' },
    })
    expect(await ask({ postcode: '2000', dealership: 'harbour-city-mazda' })).toMatchObject({ status: 200, body: { price: 1200, name: 'Sydney metro' } })
  })

  it("says it can't estimate a postcode outside every region (4870 Cairns)", async () => {
    expect(await ask({ postcode: '4870', dealership: 'harbour-city-kia' })).toEqual({
      status: 422,
      body: { message: UNAVAILABLE, status: 422 },
      headers: expect.anything(),
    })
  })

  it('asks for a postcode when it is empty', async () => {
    expect(await ask({ postcode: ' ', dealership: 'harbour-city-kia' })).toMatchObject({ status: 400, body: { message: 'Please enter a postcode.' } })
  })

  it('wants exactly 4 digits', async () => {
    expect(await ask({ postcode: '12a4', dealership: 'harbour-city-kia' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid postcode. Please enter a 4-digit number.' },
    })
  })

  it('rejects a 4-digit postcode the geocoder does not know', async () => {
    expect(await ask({ postcode: '0001', dealership: 'harbour-city-kia' })).toMatchObject({ status: 400, body: { message: 'Invalid postcode' } })
  })

  it("is 404 for another site's dealership", async () => {
    expect(await ask({ postcode: '2800', dealership: 'ridgeline-toyota' })).toMatchObject({ status: 404 })
    expect(await ask({ postcode: '2800', dealership: 'ridgeline-toyota' }, { host: 'ridgeline-toyota.localhost' })).toMatchObject({
      status: 200,
      body: { price: 0 },
    })
  })

  it('is 415 unless the body is JSON, and 400 for a body without the fields', async () => {
    expect(await ask('postcode=4000&dealership=harbour-city-kia', { contentType: 'application/x-www-form-urlencoded' })).toMatchObject({ status: 415 })
    expect(await ask({ postcode: 4000 })).toMatchObject({ status: 400 })
  })
})
