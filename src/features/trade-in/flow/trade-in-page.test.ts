import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DEFAULT_TRADE_IN_FAQ } from '@/domain/trade-in'
import { DEFAULT_TRADE_IN_QUESTIONS } from '@/domain/trade-in-questions'

import type { TradeInOfferView, TradeInPageData } from '../trade-in-page'
import { TradeInPage } from './TradeInPage'

const offer: TradeInOfferView = {
  reference: 'V-ABCDEFG',
  token: 'V-ABCDEFG.signed',
  status: 'accepted',
  carName: '2021 Mazda CX-5 Maxx',
  km: 48_000,
  plate: null,
  offerLowDollars: 24_000,
  offerHighDollars: 25_500,
  validUntil: '2026-12-01T12:59:59.000Z',
  expired: false,
  valuerReason: null,
  adjustments: [],
  changeover: null,
  dealer: { name: 'Harbour City Mazda Southport', address: null, phone: '0755312200' },
  timeZone: 'Australia/Brisbane',
}

const data = (changes: Partial<TradeInPageData> = {}): TradeInPageData => ({
  step: 'offer',
  forCar: { slug: 'mazda-cx-60', name: '2024 Mazda CX-60 G40e Evolve', priceDollars: 61_990, imageUrl: null },
  questions: DEFAULT_TRADE_IN_QUESTIONS,
  faq: DEFAULT_TRADE_IN_FAQ,
  states: ['QLD'],
  years: [2026, 2025],
  locationChoices: [],
  prefill: null,
  offer,
  signedIn: true,
  ...changes,
})

describe('the trade-in offer (issue 41)', () => {
  it('"What happens next" gives the dealer\'s number as 07 5531 2200, not 0755312200 (spec §9)', () => {
    const html = renderToStaticMarkup(createElement(TradeInPage, { data: data(), heading: 'Trade in your car', path: '/cars/trade-in' }))
    expect(html).toContain('<a href="tel:0755312200">07 5531 2200</a>')
    expect(html).not.toContain('>0755312200<')
    const fromAbroad = renderToStaticMarkup(
      createElement(TradeInPage, {
        data: data({ offer: { ...offer, dealer: { ...offer.dealer, phone: '+61263627700' } } }),
        heading: 'Trade in your car',
        path: '/cars/trade-in',
      }),
    )
    expect(fromAbroad).toContain('<a href="tel:0263627700">02 6362 7700</a>')
  })

  it('the page reads the form (here the offer) before the car panel and the FAQ, so a phone shows it first', () => {
    const html = renderToStaticMarkup(createElement(TradeInPage, { data: data(), heading: 'Trade in your car', path: '/cars/trade-in' }))
    const main = html.indexOf('class="step-flow__main"')
    expect(main).toBeGreaterThan(-1)
    expect(html.indexOf('class="step-flow-car trade-in__aside"')).toBeGreaterThan(main)
    expect(html.indexOf('Trade-in questions</h2>')).toBeGreaterThan(main)
  })
})
