import { describe, expect, it } from 'vitest'

import {
  accountNumberProblem,
  bankTransferDetails,
  bsbProblem,
  contractOfSale,
  PURCHASE_DEFAULTS,
  purchaseBalanceMethods,
  purchaseChargeCents,
  purchaseStatusText,
  type ContractInput,
} from './purchase'
import { reservationAmounts } from './reservation'

const bank = { accountName: 'Harbour City Mazda Pty Ltd', bsb: '064-118', accountNumber: '10482744' }

describe('how a buyer may pay the balance (issue 41 item 5)', () => {
  const amounts = reservationAmounts({ price: 9_990, depositDollars: 500 })

  it('finance always; bank transfer only where the dealership gives its account', () => {
    expect(purchaseBalanceMethods({ amounts, cardLimitDollars: 0, paysOnline: false, bankTransfer: false })).toEqual(['finance'])
    expect(purchaseBalanceMethods({ amounts, cardLimitDollars: 0, paysOnline: false, bankTransfer: true })).toEqual(['finance', 'bank-transfer'])
  })

  it("card only where payments are taken online and all that is due is within the site's limit, to the cent", () => {
    expect(purchaseBalanceMethods({ amounts, cardLimitDollars: 10_000, paysOnline: true, bankTransfer: true })).toEqual(['finance', 'bank-transfer', 'card'])
    expect(purchaseBalanceMethods({ amounts, cardLimitDollars: 10_000, paysOnline: false, bankTransfer: true })).not.toContain('card')
    expect(purchaseBalanceMethods({ amounts, cardLimitDollars: 9_990, paysOnline: true, bankTransfer: false })).toContain('card')
    expect(
      purchaseBalanceMethods({
        amounts: reservationAmounts({ price: 9_990.01, depositDollars: 500 }),
        cardLimitDollars: 9_990,
        paysOnline: true,
        bankTransfer: false,
      }),
    ).not.toContain('card')
  })

  it('a trade-in that brings what is due under the limit makes card available', () => {
    const dear = reservationAmounts({ price: 24_990, depositDollars: 500 })
    expect(purchaseBalanceMethods({ amounts: dear, cardLimitDollars: 10_000, paysOnline: true, bankTransfer: false })).toEqual(['finance'])
    const traded = reservationAmounts({ price: 24_990, depositDollars: 500, tradeInDollars: 15_000 })
    expect(purchaseBalanceMethods({ amounts: traded, cardLimitDollars: 10_000, paysOnline: true, bankTransfer: false })).toEqual(['finance', 'card'])
  })

  it('by card the buyer pays the deposit and the balance at once; otherwise the deposit only', () => {
    const due = reservationAmounts({ price: 9_990.55, depositDollars: 500, tradeInDollars: 1_000.1 })
    expect(purchaseChargeCents(due, 'card')).toBe(899_045)
    expect(purchaseChargeCents(due, 'bank-transfer')).toBe(50_000)
    expect(purchaseChargeCents(due, 'finance')).toBe(50_000)
    expect(purchaseChargeCents(due, null)).toBe(50_000)
  })
})

describe("the dealership's bank account for a balance paid by transfer", () => {
  it('shows the BSB as 064-118 however it was typed, and the account number as digits', () => {
    expect(bankTransferDetails({ accountName: ' Harbour City Mazda Pty Ltd ', bsb: '064118', accountNumber: '1048 2744' })).toEqual(bank)
    expect(bankTransferDetails(bank)).toEqual(bank)
  })

  it('is not offered unless the name, BSB and number are all set and well formed', () => {
    expect(bankTransferDetails(null)).toBeNull()
    expect(bankTransferDetails({ ...bank, accountName: ' ' })).toBeNull()
    expect(bankTransferDetails({ ...bank, bsb: '' })).toBeNull()
    expect(bankTransferDetails({ ...bank, bsb: '06411' })).toBeNull()
    expect(bankTransferDetails({ ...bank, accountNumber: '12ab' })).toBeNull()
  })

  it('tells the dealer what to fix in a BSB or account number; an empty one is fine (transfer not offered)', () => {
    expect(bsbProblem('06-4118')).toBeNull()
    expect(bsbProblem('')).toBeNull()
    expect(bsbProblem('0641')).toBe('A BSB is 6 digits, e.g. 064-000.')
    expect(accountNumberProblem('10482744')).toBeNull()
    expect(accountNumberProblem('1234')).toBe('An account number is 5 to 10 digits.')
    expect(accountNumberProblem('12345678901')).toBe('An account number is 5 to 10 digits.')
  })
})

describe("where a purchase stands, in the buyer's words (the confirmation and My garage)", () => {
  it('deposit to pay, then deposit paid with the balance due, awaiting finance, or paid in full by card', () => {
    expect(purchaseStatusText('pending-payment', 'bank-transfer')).toBe('Deposit to pay')
    expect(purchaseStatusText('pending-payment', 'card')).toBe('Awaiting your card payment')
    expect(purchaseStatusText('paid', 'bank-transfer')).toBe('Deposit paid, balance due')
    expect(purchaseStatusText('paid', 'finance')).toBe('Deposit paid, awaiting finance approval')
    expect(purchaseStatusText('paid', 'card')).toBe('Paid in full')
    expect(purchaseStatusText('completed', 'finance')).toBe('Purchase complete')
    expect(purchaseStatusText('refunded', 'card')).toBe('Cancelled and refunded')
  })
})

describe('contractOfSale: the summary a buyer confirms before buying (issue 41 item 5)', () => {
  const input: ContractInput = {
    buyer: { firstName: 'Robin', lastName: 'Shopper', email: 'robin@example.com', phone: '0412 345 678' },
    dealer: { name: 'Harbour City Mazda', address: '52 Breakfast Creek Road, Newstead QLD 4006', phone: '07 3852 4200' },
    car: { name: '2019 Mazda CX-3 Neo Sport', vin: 'JM0DK2W7A00412345', stockNumber: 'U00512' },
    amounts: reservationAmounts({ price: 21_990, depositDollars: 500 }),
    tradeIn: { hasTradeIn: true, rego: 'abc123', km: '85000' },
    pickup: { method: 'delivery', postcode: '4000' },
    balanceMethod: 'bank-transfer',
    bank,
    depositOnline: false,
    terms: '',
  }
  const rows = (contract: ReturnType<typeof contractOfSale>) => Object.fromEntries(contract.rows.map((row) => [row.label, row.value]))

  it('names the buyer, the seller and the car by VIN and stock number', () => {
    const contract = rows(contractOfSale(input))
    expect(contract.Buyer).toBe('Robin Shopper, robin@example.com, 0412 345 678')
    expect(contract.Seller).toBe('Harbour City Mazda, 52 Breakfast Creek Road, Newstead QLD 4006, 07 3852 4200')
    expect(contract.Car).toBe('2019 Mazda CX-3 Neo Sport, VIN JM0DK2W7A00412345, stock number U00512')
  })

  it('states the drive-away price, the deposit and the balance in exact cents, and the account the balance goes to', () => {
    const contract = rows(contractOfSale(input))
    expect(contract['Drive-away price']).toBe('$21,990.00')
    expect(contract.Deposit).toBe('$500.00, paid at the dealership or by phone')
    expect(contract.Balance).toBe('$21,490.00')
    expect(contract['Balance paid by']).toBe(
      'Bank transfer to Harbour City Mazda Pty Ltd, BSB 064-118, account 10482744, quoting your purchase number, before the handover',
    )
  })

  it('takes the trade-in as the buyer declared it, subject to inspection: an online offer off the price, else valued before the handover', () => {
    expect(rows(contractOfSale(input))['Trade-in']).toBe(
      'Rego ABC123, 85,000 km, as you declared it: valued on inspection before the handover and taken off the balance',
    )
    const offered = {
      ...input,
      amounts: reservationAmounts({ price: 21_990, depositDollars: 500, tradeInDollars: 12_000 }),
      tradeIn: { hasTradeIn: true, offer: { reference: 'V-7KQ2M9X', lowDollars: 12_000, highDollars: 12_900 } },
    }
    const contract = rows(contractOfSale(offered))
    expect(contract['Trade-in']).toBe('Your car, as you declared it: $12,000.00 off the price (offer V-7KQ2M9X), subject to our inspection')
    expect(contract.Balance).toBe('$9,490.00')
    expect(rows(contractOfSale({ ...input, tradeIn: { hasTradeIn: false, rego: 'ABC123' } }))['Trade-in']).toBe('None')
  })

  it('says how the car reaches the buyer: pickup from the dealer, or delivery with its charge agreed first', () => {
    expect(rows(contractOfSale(input)).Delivery).toBe('Delivery to postcode 4000; any delivery charge is quoted and agreed before the car leaves')
    expect(rows(contractOfSale({ ...input, pickup: { method: 'pickup' } })).Delivery).toBe('Pick up from Harbour City Mazda')
  })

  it("by card the whole amount due is paid online now; by finance the lender's approval is a condition", () => {
    const card = rows(
      contractOfSale({ ...input, amounts: reservationAmounts({ price: 8_990.5, depositDollars: 500 }), balanceMethod: 'card', depositOnline: true }),
    )
    expect(card['Balance paid by']).toBe('By card online now, with the deposit: $8,990.50 in all')
    expect(card.Deposit).toBe('$500.00, paid online when you buy')
    expect(rows(contractOfSale({ ...input, balanceMethod: 'finance' }))['Balance paid by']).toContain("subject to the lender's approval")
  })

  it("ends with the site's cooling-off and terms line, or the platform's when the site has none", () => {
    expect(contractOfSale(input).terms).toBe(PURCHASE_DEFAULTS.contractTerms)
    expect(contractOfSale({ ...input, terms: ' NSW: 1 business day cooling-off. ' }).terms).toBe('NSW: 1 business day cooling-off.')
  })
})
