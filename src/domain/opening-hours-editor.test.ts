import { describe, expect, it } from 'vitest'

import { hoursValidationResult, openingHoursProblems, specialHoursProblems } from './opening-hours-editor'
import type { OpeningHourEntry, SpecialHoursEntry } from './opening-hours'

const day = (weekday: number | string, status: string, open?: string, close?: string): OpeningHourEntry => ({ weekday, status, open, close })

describe('admin weekday editor refuses impossible entries (issue 9 Admin; spec §3 "Opening-hour entry")', () => {
  it.each<[string, OpeningHourEntry[], string[]]>([
    ['a normal week', [day('1', 'Open', '08:30', '17:00'), day('6', 'Open', '09:00', '12:00'), day('0', 'Closed')], []],
    ['a closed day without hours', [day(0, 'Closed', '', '')], []],
    ['close before open', [day(1, 'Open', '17:00', '08:30')], ['Monday: it closes at 08:30, before it opens at 17:00.']],
    ['close at the opening time', [day(2, 'Open', '09:00', '09:00')], ['Tuesday: it closes at 09:00, when it opens at 09:00.']],
    ['open without close', [day(3, 'Open', '08:30', '')], ['Wednesday: add a closing time.']],
    ['close without open', [day(4, 'Open', undefined, '17:00')], ['Thursday: add an opening time.']],
    ['Open without hours', [day(5, 'Open')], ['Friday is Open but has no hours. Add the opening and closing times, or set it to Closed.']],
    ['an unreadable time', [day(6, 'Open', '25:00', '17:00')], ['Saturday: "25:00" is not a time. Use 24-hour time, e.g. 08:30 or 17:00.']],
    ['duplicate weekdays', [day('1', 'Open', '08:30', '17:00'), day(1, 'Closed')], ['Monday is listed twice. Keep one entry per weekday.']],
    ['no weekday', [day('', 'Open', '08:30', '17:00')], ['Row 1: choose a weekday.']],
  ])('%s', (_name, entries, messages) => {
    expect(openingHoursProblems(entries).map((problem) => problem.message)).toEqual(messages)
  })

  it('names the row of each problem', () => {
    expect(openingHoursProblems([day(1, 'Open', '08:30', '17:00'), day(2, 'Open'), day(1, 'Closed')]).map((problem) => problem.index)).toEqual([1, 2])
  })
})

describe('admin special-hours editor (spec §3 "Special-hours entry")', () => {
  const special = (date: string, status: string, open?: string, close?: string): SpecialHoursEntry => ({ date, status, open, close })

  it.each<[string, SpecialHoursEntry[], string[]]>([
    ['a closed holiday and a late night', [special('2025-12-25', 'Closed'), special('2025-12-18', 'Open', '09:00', '21:00')], []],
    [
      'the same date twice',
      [special('2025-12-25', 'Closed'), special('2025-12-25', 'Open', '09:00', '12:00')],
      ['25/12/2025 is listed twice. Keep one entry per date.'],
    ],
    // Payload stores a day-only date as a timestamp: midnight in Sydney is the afternoon before in UTC.
    [
      'the same day as a date and as a timestamp',
      [special('2025-12-26', 'Closed'), special('2025-12-25T13:00:00.000Z', 'Closed')],
      ['26/12/2025 is listed twice. Keep one entry per date.'],
    ],
    [
      'an Open date without hours',
      [special('2026-01-26', 'Open')],
      ['26/01/2026 is Open but has no hours. Add the opening and closing times, or set it to Closed.'],
    ],
    ['an Open date closing before it opens', [special('2026-01-26', 'Open', '14:00', '10:00')], ['26/01/2026: it closes at 10:00, before it opens at 14:00.']],
    ['no date', [special('', 'Closed')], ['Row 1: choose a date.']],
  ])('%s', (_name, entries, messages) => {
    expect(specialHoursProblems(entries, 'Australia/Sydney').map((problem) => problem.message)).toEqual(messages)
  })

  it("reads a timestamp in the location's own time zone", () => {
    // 13:00 UTC on 25 Dec is 26 Dec in Sydney but still 25 Dec in Perth.
    const entries = [special('2025-12-25', 'Closed'), special('2025-12-25T13:00:00.000Z', 'Closed')]
    expect(specialHoursProblems(entries, 'Australia/Perth')).toHaveLength(1)
    expect(specialHoursProblems(entries, 'Australia/Sydney')).toEqual([])
  })
})

describe('Payload validate answer', () => {
  it('is true without problems and one message otherwise', () => {
    expect(hoursValidationResult([])).toBe(true)
    expect(
      hoursValidationResult([
        { index: 0, message: 'A.' },
        { index: 2, message: 'B.' },
      ]),
    ).toBe('A. B.')
  })
})
