import { describe, expect, it } from 'vitest'

import { readableRecord, recordLabel } from './readable-record'

const text = (value: string) => ({ kind: 'text', text: value })

describe('stored records as staff read them in the admin (issue 41: no JSON editor loaded from a CDN)', () => {
  it("a reservation's history reads as a table, one change a row, times on the dealer's clock", () => {
    const history = [
      { at: '2026-02-03T03:15:00.000Z', action: 'created', status: 'pending-payment', by: 'shopper' },
      { at: '2026-02-04T22:00:00.000Z', action: 'mark-paid', status: 'paid', by: 'editor@harbour-city-auto.test', note: 'Paid at the counter' },
    ]
    expect(readableRecord(history)).toEqual({
      kind: 'table',
      columns: ['at', 'action', 'status', 'by', 'note'].map((key) => ({ key, label: recordLabel(key) })),
      rows: [
        [text('03/02/2026 2:15 pm (GMT+11)'), text('created'), text('pending-payment'), text('shopper'), { kind: 'empty' }],
        [text('05/02/2026 9:00 am (GMT+11)'), text('mark-paid'), text('paid'), text('editor@harbour-city-auto.test'), text('Paid at the counter')],
      ],
    })
  })

  it("a reservation's answers read as labelled rows, amounts in dollars, yes and no for ticks", () => {
    const answers = { tradeIn: { hasTradeIn: true, rego: 'ABC123' }, tradeInCents: 1_500_000, balanceCents: 2_499_050, pickup: { method: 'pickup' } }
    expect(readableRecord(answers)).toEqual({
      kind: 'rows',
      rows: [
        {
          key: 'tradeIn',
          label: 'Trade in',
          value: {
            kind: 'rows',
            rows: [
              { key: 'hasTradeIn', label: 'Has trade in', value: text('Yes') },
              { key: 'rego', label: 'Rego', value: text('ABC123') },
            ],
          },
        },
        { key: 'tradeInCents', label: 'Trade in', value: text('$15,000') },
        { key: 'balanceCents', label: 'Balance', value: text('$24,990.50') },
        { key: 'pickup', label: 'Pickup', value: { kind: 'rows', rows: [{ key: 'method', label: 'Method', value: text('pickup') }] } },
      ],
    })
  })

  it("a lead's campaign tags list the pages visited and the query parameters that brought the shopper", () => {
    const view = readableRecord({
      visited_pages: ['/search/used-cars', '/cars/2022-kia-sportage'],
      linked_query_params: { utm_source: 'facebook' },
      form_completed: false,
    })
    expect(view).toEqual({
      kind: 'rows',
      rows: [
        { key: 'visited_pages', label: 'Visited pages', value: { kind: 'list', items: [text('/search/used-cars'), text('/cars/2022-kia-sportage')] } },
        {
          key: 'linked_query_params',
          label: 'Linked query params',
          value: { kind: 'rows', rows: [{ key: 'utm_source', label: 'Utm source', value: text('facebook') }] },
        },
        { key: 'form_completed', label: 'Form completed', value: text('No') },
      ],
    })
  })

  it("a trade-in's adjustments show each answer's effect in dollars, a count stays a count", () => {
    expect(
      readableRecord([
        { label: 'Accident damage', dollars: -1500 },
        { label: 'Service history', dollars: 250 },
      ]),
    ).toMatchObject({
      columns: [
        { key: 'label', label: 'Label' },
        { key: 'dollars', label: 'Amount' },
      ],
      rows: [
        [text('Accident damage'), text('-$1,500')],
        [text('Service history'), text('$250')],
      ],
    })
    expect(readableRecord({ year: 2019, km: 84000 })).toMatchObject({
      rows: [
        { label: 'Year', value: text('2019') },
        { label: 'Km', value: text('84000') },
      ],
    })
  })

  it('nothing stored reads as empty, not as braces', () => {
    for (const value of [null, undefined, '', [], {}]) expect(readableRecord(value)).toEqual({ kind: 'empty' })
  })

  it('labels stored names in words', () => {
    expect(['offerLowDollars', 'loan_dollars', 'dollars', 'knownCarIds'].map(recordLabel)).toEqual(['Offer low', 'Loan', 'Amount', 'Known car ids'])
  })
})
