import type pg from 'pg'

const { createMarketValuation } = await import('../../src/features/trade-in/embedded')
const { DEFAULT_TRADE_IN_QUESTIONS, tradeInOutcome, tradeInSettingsWithDefaults } = await import('../../src/domain/trade-in-valuation')

export type HistoryPlate = { regplate: string; rego_state: string; make: string; model: string; badge: string | null; year: number; km: number }

/**
 * A registered used car from the platform's stock history that the market valuation gives an online
 * figure (the demo stock decides which: enough comparables that agree), found with the product's own
 * estimate so the test follows the rules instead of hoping.
 */
export async function knownPlate(db: pg.Pool): Promise<HistoryPlate> {
  const { rows } = await db.query<HistoryPlate>(`
    SELECT h.regplate, h.rego_state, h.make, h.model, h.badge, h.year, h.km FROM stock_history h
     WHERE h.regplate IS NOT NULL AND h.car_type = 'used' AND h.year >= extract(year FROM now())::int - 5 AND h.km BETWEEN 10000 AND 80000
     ORDER BY (SELECT count(*) FROM stock_history c WHERE c.make = h.make AND c.model = h.model AND c.year BETWEEN h.year - 2 AND h.year + 2 AND c.price > 0 AND c.car_type <> 'new') DESC, h.regplate
     LIMIT 40`)
  const valuation = createMarketValuation(db)
  for (const row of rows) {
    const subject = { year: row.year, make: row.make, model: row.model, badge: row.badge, km: row.km }
    const outcome = tradeInOutcome({
      subject,
      estimate: await valuation.estimate(subject),
      settings: tradeInSettingsWithDefaults(null),
      questions: DEFAULT_TRADE_IN_QUESTIONS,
      answers: {},
      now: new Date(),
    })
    if (outcome.kind === 'offer') return row
  }
  throw new Error('no demo plate the market valuation can value online')
}

/** Every condition question answered with its "no problem" answer (the demo sites' standard questions). */
export const GOOD_CONDITION = {
  'accident-history': 'none',
  'service-history': 'full-logbook',
  tyres: 'good',
  body: 'none',
  interior: 'clean',
  'warning-lights': 'none',
  'finance-owing': 'no',
  keys: 'two-or-more',
}
