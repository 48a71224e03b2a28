import { describe, expect, it } from 'vitest'

import { leadAttributionRecord, leadAttributionSchema } from './lead-attribution'

describe('a lead’s attribution', () => {
  it('keeps what the browser sent', () => {
    const sent = {
      landingPage: '/special-offers',
      referrerClass: 'social',
      campaign: 'eofy-2026',
      source: 'facebook',
      clicked: 'promo:12',
      clickedLabel: 'EOFY drive-away deals',
      visit: 'k3J9x0aQ2mZ7',
    }
    expect(leadAttributionSchema.parse(sent)).toEqual(sent)
  })

  it.each([
    ['a landing page that is not a path', { landingPage: 'https://elsewhere.example/' }, {}],
    ['an unknown referrer class', { referrerClass: 'billboard' }, {}],
    ['a click on something that is neither a promo nor a block', { clicked: 'script:alert(1)' }, {}],
    ['a visit id with spaces', { visit: 'not a visit id' }, {}],
    ['a label with control characters', { clickedLabel: 'Deal\u0000' }, {}],
  ])('drops %s and keeps the rest, never refusing the lead', (_case, field, expected) => {
    expect(leadAttributionSchema.parse({ ...field, campaign: 'spring' })).toEqual({ ...expected, campaign: 'spring' })
  })

  it('is dropped whole when it is not an object', () => {
    expect(leadAttributionSchema.parse('campaign')).toBeUndefined()
    expect(leadAttributionSchema.parse(undefined)).toBeUndefined()
  })

  it('takes the campaign and source from the campaign parameters when the browser had none, as a campaign visit', () => {
    expect(leadAttributionRecord(undefined, { utm_campaign: 'winter-sale', utm_source: 'newsletter', gclid: 'x' })).toEqual({
      campaign: 'winter-sale',
      source: 'newsletter',
      referrerClass: 'campaign',
    })
  })

  it('keeps the browser’s own referrer class and campaign over the parameters', () => {
    expect(leadAttributionRecord({ referrerClass: 'email', campaign: 'service-reminder' }, { utm_campaign: 'other' })).toEqual({
      referrerClass: 'email',
      campaign: 'service-reminder',
    })
  })

  it('is empty for a direct visit with nothing to tell', () => {
    expect(leadAttributionRecord(undefined, {})).toEqual({})
  })
})
