import { describe, expect, it, vi } from 'vitest'

import { tableGeocoder, type Geocoder } from '@/features/calculators/delivery-quote/geocoding'

import { locatePostcode } from './locate-postcode'

describe('postcode look-up for nearest first (spec §2 "Dealer locations", §5, §8)', () => {
  it('answers a known postcode with its centre from the shipped table', async () => {
    const answer = await locatePostcode(' 4006 ', { geocoder: tableGeocoder })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ postcode: '4006' })
    if (answer.status === 200) expect(answer.body.lat).toBeCloseTo(-27.45, 1)
  })

  it.each([
    ['', 'Please enter a postcode.'],
    ['40', 'Invalid postcode. Please enter a 4-digit number.'],
    ['abcd', 'Invalid postcode. Please enter a 4-digit number.'],
    ['0000', 'Invalid postcode'],
  ])('%j gives the spec message %j', async (postcode, message) => {
    expect(await locatePostcode(postcode, { geocoder: tableGeocoder })).toEqual({ status: 400, body: { message } })
  })

  it('logs a failing geocoder and answers 503', async () => {
    const failing: Geocoder = { locate: () => Promise.reject(new Error('down')) }
    const log = { warn: vi.fn() }
    expect(await locatePostcode('4000', { geocoder: failing, log })).toEqual({ status: 503, body: { message: 'An unexpected error occured.' } })
    expect(log.warn).toHaveBeenCalledOnce()
  })
})
