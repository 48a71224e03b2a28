import { describe, expect, it } from 'vitest'

import {
  canStillLand,
  checkPrizeSegments,
  drawPrize,
  formatChance,
  isCampaignLive,
  landingRotation,
  prizeOdds,
  wheelLabelLines,
  wheelSegments,
  type SpinPrize,
} from './spin-to-win'

const PRIZES: SpinPrize[] = [
  { id: 'service', label: 'Free pre-trip service', weight: 1, stockLimit: 1 },
  { id: 'voucher', label: '$250 accessories voucher', weight: 3, stockLimit: 10 },
  { id: 'roadside', label: 'Roadside membership', weight: 2 },
  { id: 'none', label: 'Better luck next time', weight: 4, noPrize: true },
]

/** A repeatable sequence in [0, 1) (a linear congruential generator), so the distribution test never flakes. */
function seededSequence(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

describe('spin-to-win draw (issue 22: "fair odds enforced on the server")', () => {
  it('walks the weights in order: [0, 0.1) is the 1-in-10 prize, then 3, 2 and 4 tenths', () => {
    expect(drawPrize(PRIZES, {}, 0)).toBe(0)
    expect(drawPrize(PRIZES, {}, 0.099)).toBe(0)
    expect(drawPrize(PRIZES, {}, 0.1)).toBe(1)
    expect(drawPrize(PRIZES, {}, 0.399)).toBe(1)
    expect(drawPrize(PRIZES, {}, 0.4)).toBe(2)
    expect(drawPrize(PRIZES, {}, 0.6)).toBe(3)
    expect(drawPrize(PRIZES, {}, 0.999999)).toBe(3)
  })

  it('comes up in proportion to the weights over many spins (a seeded sequence, within 1.5 points)', () => {
    const next = seededSequence(22)
    const counts = [0, 0, 0, 0]
    const spins = 40_000
    for (let i = 0; i < spins; i++) counts[drawPrize(PRIZES, {}, next())!]!++
    const shares = counts.map((count) => count / spins)
    ;[0.1, 0.3, 0.2, 0.4].forEach((expected, index) => expect(Math.abs(shares[index]! - expected)).toBeLessThan(0.015))
  })

  it('never draws a prize that is out of stock: its odds go to the segments that can still land', () => {
    const wins = { service: 1 }
    expect(canStillLand(PRIZES[0]!, wins)).toBe(false)
    const next = seededSequence(7)
    for (let i = 0; i < 5000; i++) expect(drawPrize(PRIZES, wins, next())).not.toBe(0)
    // With the service gone, [0, 1/3) is the voucher (3 of 9).
    expect(drawPrize(PRIZES, wins, 0)).toBe(1)
  })

  it('never draws a segment with weight 0, and draws nothing when no segment can land', () => {
    const prizes: SpinPrize[] = [
      { id: 'a', label: 'A', weight: 0 },
      { id: 'b', label: 'B', weight: 1, stockLimit: 2 },
    ]
    expect(drawPrize(prizes, {}, 0)).toBe(1)
    expect(drawPrize(prizes, { b: 2 }, 0.5)).toBeNull()
  })

  it('a "no prize" segment has no stock: it lands however often it has landed before', () => {
    expect(canStillLand({ id: 'none', label: 'Better luck next time', weight: 1, noPrize: true, stockLimit: 0 }, { none: 99 })).toBe(true)
  })

  it('states the odds the draw uses now, with what is left to win', () => {
    const odds = prizeOdds(PRIZES, { voucher: 4, service: 1 })
    expect(odds.map((row) => [row.id, row.chance, row.left])).toEqual([
      ['service', 0, 0],
      ['voucher', 3 / 9, 6],
      ['roadside', 2 / 9, null],
      ['none', 4 / 9, null],
    ])
    expect(odds.reduce((sum, row) => sum + row.chance, 0)).toBeCloseTo(1)
    expect([formatChance(0.4), formatChance(0.025), formatChance(0.0004), formatChance(0)]).toEqual(['40%', '2.5%', 'under 0.1%', 'none left'])
  })
})

describe('spin-to-win wheel (issue 22: the picture never misleads about odds)', () => {
  it('draws every segment the same size whatever its weight', () => {
    const segments = wheelSegments(PRIZES)
    expect(segments.map((segment) => segment.endAngle - segment.startAngle)).toEqual([90, 90, 90, 90])
    expect(segments[2]).toMatchObject({ startAngle: 180, endAngle: 270, midAngle: 225 })
  })

  it('stops the drawn segment under the pointer after whole turns, however far it is nudged', () => {
    // Where 12 o'clock falls on the wheel after a clockwise turn, and so which segment it points at.
    const segmentUnderPointer = (rotation: number, count: number) => {
      const pointer = (((360 - (rotation % 360)) % 360) + 360) % 360
      return Math.floor(pointer / (360 / count))
    }
    for (let index = 0; index < 5; index++) {
      for (const nudge of [-0.45, 0, 0.3]) {
        const rotation = landingRotation(index, 5, { turns: 6, nudge })
        expect(rotation).toBeGreaterThanOrEqual(6 * 360)
        expect(segmentUnderPointer(rotation, 5)).toBe(index)
      }
    }
  })
})

describe('spin-to-win wheel labels', () => {
  it('fits a label in two short lines, shortening only what would not fit', () => {
    expect(wheelLabelLines('$250 accessories voucher')).toEqual(['$250 accessories', 'voucher'])
    expect(wheelLabelLines('Free caravan pre-trip service check')).toEqual(['Free caravan', 'pre-trip service…'])
    expect(wheelLabelLines('Supercalifragilisticexpi')).toEqual(['Supercalifragili…'])
    expect(wheelLabelLines('Better luck next time')).toEqual(['Better luck next', 'time'])
    expect(wheelLabelLines('Free service')).toEqual(['Free service'])
  })
})

describe('spin-to-win campaign window (spec §4: live between start and end)', () => {
  const now = new Date('2026-03-14T02:00:00Z')
  it('takes spins only while switched on and inside its window', () => {
    expect(isCampaignLive({ active: true }, now)).toBe(true)
    expect(isCampaignLive({ active: false }, now)).toBe(false)
    expect(isCampaignLive({ active: true, startsAt: '2026-03-14T02:00:00Z', endsAt: '2026-03-16T00:00:00Z' }, now)).toBe(true)
    expect(isCampaignLive({ active: true, startsAt: '2026-03-15T00:00:00Z' }, now)).toBe(false)
    expect(isCampaignLive({ active: true, endsAt: '2026-03-14T02:00:00Z' }, now)).toBe(false)
  })
})

describe('spin-to-win segments in the admin', () => {
  it('needs 2 to 12 segments, whole weights adding to more than 0, and labels a shopper can tell apart', () => {
    expect(checkPrizeSegments(PRIZES)).toBe(true)
    expect(checkPrizeSegments([{ label: 'Only', weight: 1 }])).toMatch(/at least 2/)
    expect(
      checkPrizeSegments([
        { label: 'A', weight: 0 },
        { label: 'B', weight: 0 },
      ]),
    ).toMatch(/weight above 0/)
    expect(
      checkPrizeSegments([
        { label: 'A', weight: 1.5 },
        { label: 'B', weight: 1 },
      ]),
    ).toMatch(/whole number/)
    expect(
      checkPrizeSegments([
        { label: 'A', weight: -1 },
        { label: 'B', weight: 1 },
      ]),
    ).toMatch(/whole number/)
    expect(
      checkPrizeSegments([
        { label: 'Voucher', weight: 1 },
        { label: ' voucher ', weight: 1 },
      ]),
    ).toMatch(/Two segments are labelled "Voucher"/)
  })
})
