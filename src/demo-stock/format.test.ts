import { describe, expect, it } from 'vitest'

import { demoRegPlate, demoVin, vinCheckDigit, vinYearCode } from './details'
import { isoDay, isoTimestamp, monthText, slugify, thousands } from './format'
import { Random } from './random'

describe('demo feed formats', () => {
  it('writes timestamps exactly as Date#toISOString does', () => {
    const random = new Random(7)
    for (let i = 0; i < 2_000; i++) {
      const seconds = random.int(0, 4_102_444_800)
      expect(isoTimestamp(seconds)).toBe(new Date(seconds * 1000).toISOString())
      expect(isoDay(seconds)).toBe(new Date(seconds * 1000).toISOString().slice(0, 10))
    }
    expect(isoTimestamp(Date.UTC(2024, 1, 29, 23, 59, 59) / 1000)).toBe('2024-02-29T23:59:59.000Z')
  })

  it('writes numbers, months and slugs as the site does', () => {
    expect([thousands(0), thousands(990), thousands(45_990), thousands(1_234_567)]).toEqual(['0', '990', '45,990', '1,234,567'])
    expect(monthText(2024 * 12 + 2)).toBe('2024-03')
    expect(slugify('2024 Mercedes-Benz C-Class C 300 N00012')).toBe('2024-mercedes-benz-c-class-c-300-n00012')
  })
})

describe('VINs and number plates', () => {
  it('computes the check digit and model-year character of real VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(vinCheckDigit('11111111111111111')).toBe('1')
    expect([2008, 2009, 2010, 2019, 2026, 2030, 2031].map(vinYearCode)).toEqual(['8', '9', 'A', 'K', 'T', 'Y', '1'])
  })

  it('makes VINs without I, O or Q that pass their own check', () => {
    const random = new Random(3)
    for (let i = 0; i < 500; i++) {
      const vin = demoVin(random, 'JTM', 2020)
      expect(vin).toMatch(/^JTM[A-HJ-NPR-Z0-9]{5}[0-9X]L[A-HJ-NPR-Z][0-9]{6}$/)
      expect(vin[8]).toBe(vinCheckDigit(vin))
    }
  })

  it('writes plates in the style of the state', () => {
    const random = new Random(5)
    expect(demoRegPlate(random, 'QLD')).toMatch(/^[1-9]\d{2}[A-Z]{3}$/)
    expect(demoRegPlate(random, 'NSW')).toMatch(/^[A-Z]{3}\d{2}[A-Z]$/)
    expect(demoRegPlate(random, 'WA')).toMatch(/^[1-9][A-Z]{3}\d{3}$/)
  })
})

describe('Random', () => {
  it('repeats itself for a seed and spreads draws evenly', () => {
    const a = new Random(42)
    const b = new Random(42)
    const draws = Array.from({ length: 1_000 }, () => a.next())
    expect(draws).toEqual(Array.from({ length: 1_000 }, () => b.next()))
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    expect(draws.reduce((sum, x) => sum + x, 0) / draws.length).toBeCloseTo(0.5, 1)
    const counts = [0, 0, 0]
    for (let i = 0; i < 6_000; i++) counts[['a', 'b', 'c'].indexOf(a.early(['a', 'b', 'c']))]!++
    expect(counts[0]! / 6_000).toBeCloseTo(0.5, 1)
    expect(counts[2]! / 6_000).toBeCloseTo(1 / 6, 1)
  })
})
