import { describe, expect, it } from 'vitest'

import { formatCount, formatMoney, formatMoneyWithCents, MONEY_QUICK_PICKS, moneyInputText, parseMoneyInput, roundToCents, settleMoneyText } from './money'

describe('money format: whole dollars with $ and commas (spec §9 "Formats")', () => {
  it('formats whole dollars', () => {
    expect([45990, 1234567, 0].map((amount) => formatMoney(amount))).toEqual(['$45,990', '$1,234,567', '$0'])
  })

  it('rounds cents away', () => {
    expect(formatMoney(123.5)).toBe('$124')
    expect(formatMoney(99.4)).toBe('$99')
  })

  it('shows cents only where asked (fuel cost)', () => {
    expect(formatMoneyWithCents(42.5)).toBe('$42.50')
  })

  it('formats counts with thousands separators', () => {
    expect(formatCount(1234)).toBe('1,234')
  })

  it('writes what en-AU Intl writes, without making an Intl format (negative amounts, halves, cents, huge and odd values)', () => {
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-AU', options)
    const money = intl({ style: 'currency', currency: 'AUD', minimumFractionDigits: 0, maximumFractionDigits: 0 })
    const cents = intl({ style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const count = intl({ maximumFractionDigits: 0 })
    let seed = 7
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1
    const amounts = [0, 0.5, 1.5, 2.5, -2.5, 999.5, 1000, 1.005, 42.125, -0.004, 999999.995, 123456789.5, 1e15, 1e21, Number.NaN, Infinity]
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(random() * 10 ** (i % 10) * 1000) / 1000)
    for (const amount of amounts) {
      expect(formatMoney(amount), String(amount)).toBe(money.format(amount).replace('-0', '0').replace('-$0', '$0'))
      expect(formatMoneyWithCents(amount), String(amount)).toBe(cents.format(amount).replace('-$0.00', '$0.00'))
      expect(formatCount(amount), String(amount)).toBe(count.format(amount).replace(/^-0$/, '0'))
    }
  })
})

describe('money input (spec §5 "Money input", negative becomes 0)', () => {
  it('reads $ and thousands separators', () => {
    expect(parseMoneyInput('$12,500')).toBe(12500)
    expect(parseMoneyInput(' 7500.50 ')).toBe(7500.5)
  })

  it('turns negative into 0 and rejects non-numbers', () => {
    expect(parseMoneyInput('-500')).toBe(0)
    expect(parseMoneyInput('')).toBeNull()
    expect(parseMoneyInput('abc')).toBeNull()
  })

  it('shows a negative amount as 0 once the box is left (a -500 deposit was sent and silently taken as 0)', () => {
    expect(['-500', ' -500 ', '$-1,500', '-0.5'].map(settleMoneyText)).toEqual(['0', '0', '0', '0'])
  })

  it('leaves every other text as typed, for the server to read or refuse', () => {
    expect(['', '$12,500', '4000', '0', 'abc', '12-500', '-'].map(settleMoneyText)).toEqual(['', '$12,500', '4000', '0', 'abc', '12-500', '-'])
  })

  it('rounds to cents without the floating-point trap', () => {
    expect(roundToCents(1.005)).toBe(1.01)
  })
})

describe('money input (spec §5 "Money input")', () => {
  it('shows a value with the $ prefix and thousands separators, and nothing for no value', () => {
    expect(moneyInputText(12500)).toBe('$12,500')
    expect(moneyInputText(0)).toBe('$0')
    expect(moneyInputText(null)).toBe('')
    expect(moneyInputText(Number.NaN)).toBe('')
  })

  it('reads back what it shows', () => {
    for (const value of [0, 999, 12500, 250000]) expect(parseMoneyInput(moneyInputText(value))).toBe(value)
  })

  it('offers quick picks from $5,000 to $70,000, ascending', () => {
    expect(MONEY_QUICK_PICKS[0]).toBe(5000)
    expect(MONEY_QUICK_PICKS.at(-1)).toBe(70000)
    expect([...MONEY_QUICK_PICKS].sort((a, b) => a - b)).toEqual(MONEY_QUICK_PICKS)
  })
})
