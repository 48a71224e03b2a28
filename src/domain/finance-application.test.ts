import { describe, expect, it } from 'vitest'

import { financeApplicationSettings, LOAN_MESSAGES, loanShapeErrors, MAX_BALLOON_SHARE } from './finance-application'
import { STANDARD_LENDER_PANEL } from './finance-lenders'
import { PRE_APPROVAL_DEFAULTS } from './finance-pre-approval'

// Issue 21: the loan step's deposit and balloon rules (the page and the server share them) and the site's settings with their documented defaults.
describe('deposit and balloon for a price', () => {
  it('needs a deposit below the price', () => {
    expect(loanShapeErrors({ priceDollars: 20_000, depositDollars: 20_000, balloonDollars: 0 })).toEqual({ deposit: LOAN_MESSAGES.depositTooLarge })
    expect(loanShapeErrors({ priceDollars: 20_000, depositDollars: 19_999, balloonDollars: 0 })).toEqual({})
  })

  it('caps the balloon at its share of the price, and deposit and balloon together below the price', () => {
    expect(loanShapeErrors({ priceDollars: 20_000, depositDollars: 0, balloonDollars: 20_000 * MAX_BALLOON_SHARE })).toEqual({})
    expect(loanShapeErrors({ priceDollars: 20_000, depositDollars: 0, balloonDollars: 20_000 * MAX_BALLOON_SHARE + 1 })).toEqual({
      balloon: LOAN_MESSAGES.balloonTooLarge,
    })
    expect(loanShapeErrors({ priceDollars: 20_000, depositDollars: 9_000, balloonDollars: 11_000 })).toEqual({ balloon: LOAN_MESSAGES.balloonTooLarge })
  })
})

describe("a site's finance application settings", () => {
  it('uses the standard panel and defaults when the site set nothing', () => {
    const settings = financeApplicationSettings(null)
    expect(settings.lenders).toBe(STANDARD_LENDER_PANEL)
    expect(settings.preApproval).toEqual({ assessmentBufferPercent: 3, largerDepositShare: 0.2, livingCostFloor: PRE_APPROVAL_DEFAULTS.livingCostFloor })
    expect(settings).toMatchObject({ retentionDays: 90, creditCheckConsent: false, preApprovalAtApplyForFinance: false })
  })

  it("reads the site's own lenders, an empty rate as not lending to that band, and a percent as a share", () => {
    const settings = financeApplicationSettings({
      largerDepositPercent: 10,
      retentionDays: 30,
      lenders: [{ lenderId: 'own', name: 'Own Bank', rateGreat: 5.5, rateGood: null, disclaimer: 'Own terms.' }],
    })
    expect(settings.lenders).toEqual([
      {
        id: 'own',
        name: 'Own Bank',
        rates: { GREAT: 5.5, GOOD: null, FAIR: null, POOR: null },
        establishmentFee: 0,
        monthlyFee: 0,
        maxTermYears: 7,
        maxCarAgeYears: null,
        disclaimer: 'Own terms.',
      },
    ])
    expect(settings.preApproval.largerDepositShare).toBe(0.1)
    expect(settings.retentionDays).toBe(30)
  })
})
