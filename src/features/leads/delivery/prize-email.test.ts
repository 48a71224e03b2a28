import { describe, expect, it } from 'vitest'

import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { shopperEmail } from './shopper-email'

/** A spin-to-win lead (issue 22) at Sunset Coast's Wangara yard: the shopper won a voucher. */
const prizeLead: LeadForDelivery = {
  id: 311,
  form: 'spin-to-win',
  formLabel: 'Spin to Win',
  createdAt: '2026-03-14T02:00:00.000Z',
  site: { slug: 'sunset-coast-cars-and-caravans', name: 'Sunset Coast Cars & Caravans', url: 'https://sunsetcoastcars.com.au' },
  dealership: { slug: 'sunset-coast', name: 'Sunset Coast Cars & Caravans', phone: '08 9409 0000' },
  location: null,
  customer: { firstName: ' Ava ', lastName: 'Nguyen', email: 'ava@example.test', phone: '0412 345 678', optIn: false },
  prize: {
    claimCode: 'W-7KQ2M9X',
    label: '$250 accessories voucher',
    description: 'Spend it on anything in our caravan accessories shop.',
    campaign: 'Summer caravan show spin',
    terms: 'One spin per shopper. Claim by 30 April 2026.',
  },
  source: 'Website',
}

describe('prize email (issue 22 spin-to-win: "the prize emailed")', () => {
  it('names the prize and the claim code in the subject, text and html', () => {
    const { subject, text, html } = shopperEmail(prizeLead)
    expect(subject).toBe('You won: $250 accessories voucher (claim code W-7KQ2M9X)')
    expect(text.startsWith('Hi Ava,\n')).toBe(true)
    expect(text).toContain('Thanks for spinning the wheel in our Summer caravan show spin.')
    expect(text).toContain('show this code at Sunset Coast Cars & Caravans or call us on 08 9409 0000: W-7KQ2M9X')
    expect(text).toContain('Claim by 30 April 2026.')
    expect(html).toContain('>W-7KQ2M9X</p>')
    expect(html).toContain('Sunset Coast Cars &#38; Caravans')
  })

  it("escapes the dealer's prize wording: it is text in the html, never markup", () => {
    const lead: LeadForDelivery = { ...prizeLead, prize: { ...prizeLead.prize!, label: '<b>Voucher</b>' } }
    expect(shopperEmail(lead).html).not.toContain('<b>Voucher</b>')
  })
})
