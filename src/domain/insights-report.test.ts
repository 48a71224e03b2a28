import { describe, expect, it } from 'vitest'

import {
  cellText,
  changeSentence,
  changeText,
  csvFileName,
  daysOf,
  FEW_RESULTS,
  percentOf,
  periodChange,
  perThousand,
  previousPeriod,
  rangeText,
  reportPeriod,
  searchOutcome,
  stepDropOff,
  tableCsvRecords,
  todayIn,
} from './insights-report'

const TODAY = '2026-03-10'

describe('reportPeriod (issue 44: date range and comparison with the previous period)', () => {
  it('ends the presets yesterday: whole days, fair to compare', () => {
    const period = reportPeriod({ range: '7d' }, TODAY)
    expect(period).toMatchObject({ preset: '7d', endsToday: false, compare: true, problem: null })
    expect(period.current).toEqual({ from: '2026-03-03', to: '2026-03-09', days: 7 })
    expect(period.previous).toEqual({ from: '2026-02-24', to: '2026-03-02', days: 7 })
  })

  it('ends them today when asked, and reads 28 and 90 days', () => {
    expect(reportPeriod({ range: '28d', end: 'today' }, TODAY).current).toEqual({ from: '2026-02-11', to: '2026-03-10', days: 28 })
    const ninety = reportPeriod({ range: '90d' }, TODAY)
    expect(ninety.current).toMatchObject({ to: '2026-03-09', days: 90 })
    expect(ninety.previous.to).toBe('2025-12-09')
    expect(ninety.previous.days).toBe(90)
  })

  it('takes the standard 28 days for nothing or an unknown preset', () => {
    expect(reportPeriod({}, TODAY).current).toEqual({ from: '2026-02-10', to: '2026-03-09', days: 28 })
    expect(reportPeriod({ range: '1y' }, TODAY).preset).toBe('28d')
  })

  it('takes custom days, compared with as many days just before', () => {
    const period = reportPeriod({ range: 'custom', from: '2026-02-01', to: '2026-02-10' }, TODAY)
    expect(period.preset).toBe('custom')
    expect(period.current).toEqual({ from: '2026-02-01', to: '2026-02-10', days: 10 })
    expect(period.previous).toEqual({ from: '2026-01-22', to: '2026-01-31', days: 10 })
    // Dates alone mean a custom range too (the form's date fields filled, the preset left).
    expect(reportPeriod({ from: '2026-03-10', to: '2026-03-10' }, TODAY)).toMatchObject({ preset: 'custom', endsToday: true })
  })

  it('says why custom days were not used and falls back to the standard range', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ range: 'custom', from: '2026-02-10' }, /both dates/],
      [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, /both dates/],
      [{ range: 'custom', from: '2026-03-05', to: '2026-03-01' }, /before its last day/],
      [{ range: 'custom', from: '2026-03-05', to: '2026-03-11' }, /after today/],
      [{ range: 'custom', from: '2020-01-01', to: '2026-03-01' }, /at most 731 days/],
    ]
    for (const [query, problem] of cases) {
      const period = reportPeriod(query, TODAY)
      expect(period.problem).toMatch(problem)
      expect(period.preset).toBe('28d')
    }
  })

  it('compares unless told not to; a repeated key counts by its last value (the form sends compare=0 then the ticked box)', () => {
    expect(reportPeriod({ compare: '0' }, TODAY).compare).toBe(false)
    expect(reportPeriod({ compare: ['0', '1'] }, TODAY).compare).toBe(true)
    expect(reportPeriod({ range: ['90d', '7d'] }, TODAY).preset).toBe('7d')
  })
})

describe('days', () => {
  it('lists every day of a range, across a month end', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02', days: 4 })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01', days: 1 })).toEqual({ from: '2026-02-28', to: '2026-02-28', days: 1 })
  })

  it("reads today on the dealer's clock", () => {
    // 14:00 UTC on the 9th is already the 10th in Sydney.
    expect(todayIn(new Date('2026-03-09T14:00:00Z'))).toBe('2026-03-10')
    expect(todayIn(new Date('2026-03-09T14:00:00Z'), 'Australia/Perth')).toBe('2026-03-09')
  })

  it('writes a range for the marketer', () => {
    expect(rangeText({ from: '2026-03-03', to: '2026-03-09', days: 7 })).toBe('3 Mar 2026 to 9 Mar 2026')
    expect(rangeText({ from: '2026-03-03', to: '2026-03-03', days: 1 })).toBe('3 Mar 2026')
  })
})

describe('period-over-period change', () => {
  it('gives the difference and the percentage', () => {
    expect(periodChange(10, 8)).toEqual({ current: 10, previous: 8, difference: 2, percent: 25 })
    expect(periodChange(2, 3).percent).toBe(-33.3)
    expect(periodChange(3, 0).percent).toBeNull()
  })

  it('says it in words where a percentage would mislead', () => {
    expect(changeText(periodChange(10, 8))).toBe('+25%')
    expect(changeText(periodChange(2, 3))).toBe('−33.3%')
    expect(changeText(periodChange(4, 4))).toBe('no change')
    expect(changeText(periodChange(3, 0))).toBe('new')
    expect(changeText(periodChange(0, 3))).toBe('none now')
    expect(changeText(periodChange(0, 0))).toBe('—')
  })

  it('says a headline figure’s change in a sentence', () => {
    expect(changeSentence(periodChange(1500, 1200))).toBe('+25% on the previous period (1,200)')
    expect(changeSentence(periodChange(3, 0))).toBe('None in the previous period')
    expect(changeSentence(periodChange(0, 0))).toBe('None in the previous period either')
  })
})

describe('rates', () => {
  it('gives leads per thousand views, none without views', () => {
    expect(perThousand(3, 1200)).toBe(2.5)
    expect(perThousand(1, 3)).toBe(333.3)
    expect(perThousand(0, 500)).toBe(0)
    expect(perThousand(2, 0)).toBeNull()
  })

  it('gives percentages to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3)
    expect(percentOf(1, 0)).toBeNull()
  })
})

describe('stepDropOff (checkout, trade-in and finance)', () => {
  it('counts the visits lost at each step, in step order', () => {
    const steps = stepDropOff([
      { step: 2, label: 'Your details', visits: 60 },
      { step: 1, label: 'Your car', visits: 100 },
      { step: 3, label: 'Deposit', visits: 15 },
    ])
    expect(steps.map((step) => [step.step, step.reachedPercent, step.dropped, step.droppedPercent])).toEqual([
      [1, 100, 0, null],
      [2, 60, 40, 40],
      [3, 15, 45, 75],
    ])
  })

  it('never counts a negative drop (a visit may enter a flow past its first step)', () => {
    const [first, second] = stepDropOff([
      { step: 1, label: 'A', visits: 5 },
      { step: 2, label: 'B', visits: 8 },
    ])
    expect(second).toMatchObject({ dropped: 0, droppedPercent: 0, reachedPercent: 160 })
    expect(first!.dropped).toBe(0)
    expect(stepDropOff([])).toEqual([])
  })
})

describe('searchOutcome ("few results": 0 is none, 1 to 3 few)', () => {
  it('reads the most cars the words found', () => {
    expect(FEW_RESULTS).toBe(3)
    expect([null, undefined, 0, 1, 3, 4].map(searchOutcome)).toEqual(['none', 'none', 'none', 'few', 'few', 'enough'])
  })
})

describe('tables as CSV', () => {
  const table = {
    key: 'promos',
    caption: 'Promos',
    columns: [
      { key: 'label', label: 'Promo', rowHeader: true },
      { key: 'leads', label: 'Leads', format: 'count' as const },
      { key: 'rate', label: 'Leads per 1,000 views' },
    ],
    rows: [
      { label: 'EOFY sale', leads: 1234, rate: 2.5 },
      { label: '=HYPERLINK("https://evil.test")', leads: 0, rate: null },
    ],
  }

  it('writes the header, then plain numbers, empty for nothing, formulas defused', () => {
    expect(tableCsvRecords(table)).toEqual([
      ['Promo', 'Leads', 'Leads per 1,000 views'],
      ['EOFY sale', '1234', '2.5'],
      [`'=HYPERLINK("https://evil.test")`, '0', ''],
    ])
  })

  it('shows cells for reading: separators, percentages, a dash for nothing', () => {
    expect(cellText(1234, 'count')).toBe('1,234')
    expect(cellText(1234.56, 'decimal')).toBe('1,234.6')
    expect(cellText(12.5, 'percent')).toBe('12.5%')
    expect(cellText(null, 'count')).toBe('—')
    expect(cellText('new')).toBe('new')
  })

  it('names the file after the table and the days', () => {
    expect(csvFileName('promos', { from: '2026-03-03', to: '2026-03-09', days: 7 })).toBe('insights-promos-2026-03-03-to-2026-03-09.csv')
    expect(csvFileName('../x y', { from: '2026-03-03', to: '2026-03-09', days: 7 })).toBe('insights-xy-2026-03-03-to-2026-03-09.csv')
  })
})
