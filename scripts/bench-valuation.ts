/**
 * npm run bench:valuation [-- --count 50000 --valuations 500 --lookups 200]
 *
 * How long the embedded trade-in valuation takes server-side (issue 20: under 50 ms p95 on 50,000
 * cars of stock). Puts `count` demo cars (the deterministic demo-stock generator, over the demo
 * sites) into stock_history under their own site slugs (`bench-valuation-<site>`, so the demo data
 * is left alone), about a third of them as cars that left stock over the last 900 days (some past the
 * two-year evidence window), ANALYZEs, then times, one after another in this process:
 *   - `valuations` market valuations through createMarketValuation(pool).estimate(), each for a used
 *     or demo car of the generated stock (its make, model, year and badge, km within ±15% of its own);
 *   - `lookups` plate lookups through createStockHistoryRegoLookup(pool).lookup(), nine in ten of a
 *     plate the stock has, one in ten of a plate it has not.
 * Prints p50/p95/p99/max in ms and how many valuations produced a figure, then deletes its rows.
 * A report: no pass/fail, exits 0. Without DATABASE_URI it uses the embedded PostgreSQL (.data/postgres).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

// ./lib/payload first: it settles DATABASE_URI (the embedded database when unset) before anything reads the environment.
import { startPayload } from './lib/payload'
// Lets the dynamic import below load capability code marked `import 'server-only'` under plain tsx.
import './lib/server-only-hook.mjs'
import { formatTable, percentile } from './lib/bench'
import { runToCompletion } from './lib/run-to-completion'
import { allSiteSeedFiles } from './lib/seed-files'

import { demoStockSitesFromSeeds, generateDemoStock } from '../src/demo-stock'
import type { AuState, TradeInSubject } from '../src/domain/trade-in-valuation'
import { databasePoolOf } from '../src/platform/database'

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50000' }, valuations: { type: 'string', default: '500' }, lookups: { type: 'string', default: '200' } },
})
const COUNT = Number(values.count)
const VALUATIONS = Number(values.valuations)
const LOOKUPS = Number(values.lookups)
const PREFIX = 'bench-valuation-'
const BATCH = 5_000
const DAY_MS = 86_400_000

/** A small deterministic generator (mulberry32), so every run draws the same subjects. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** The generated fields the history keeps (the generator types its cars loosely, as feed JSON). */
interface GeneratedCar {
  id: string
  make: string
  model: string
  badge: string | null
  year: number
  km: number | null
  price: number | null
  car_type: string
  item_type: string
  regplate: string | null
  state: string | null
  vin: string | null
  sold_date_timestamp: number | null
}

const plateOf = (plate: string | null | undefined) => (plate ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase() || null
const ms = (value: number) => `${value.toFixed(1)} ms`
const figures = (label: string, times: number[]) => [
  label,
  String(times.length),
  ms(percentile(times, 50)),
  ms(percentile(times, 95)),
  ms(percentile(times, 99)),
  ms(Math.max(...times)),
]

runToCompletion('The valuation benchmark', async () => {
  const { payload, close } = await startPayload(() => {})
  const pool = databasePoolOf(payload)
  const { createMarketValuation, createStockHistoryRegoLookup } = await import('../src/features/trade-in/embedded')
  try {
    await pool.query('DELETE FROM stock_history WHERE site_slug LIKE $1', [`${PREFIX}%`])

    // ------------------------------------------------------------ the cars
    const now = new Date()
    let started = performance.now()
    const sites = demoStockSitesFromSeeds(allSiteSeedFiles().map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown))
    const generated = generateDemoStock({ sites, count: COUNT, seed: 20, now }).map(({ siteSlug, car }) => ({ siteSlug, car: car as unknown as GeneratedCar }))
    const random = seeded(20)
    const rows = generated.map(({ siteSlug, car }) => {
      // About a third left stock at some point in the last 900 days: history, not today's feed.
      const gone = random() < 0.35
      const lastSeen = gone ? new Date(now.getTime() - Math.floor(random() * 900) * DAY_MS) : now
      const soldAt = car.sold_date_timestamp ? new Date(car.sold_date_timestamp * 1000) : null
      return {
        site: `${PREFIX}${siteSlug}`,
        id: car.id,
        make: car.make,
        model: car.model,
        badge: car.badge || null,
        year: car.year,
        km: typeof car.km === 'number' ? Math.round(car.km) : null,
        price: car.price && car.price > 0 ? car.price : null,
        carType: car.car_type,
        plate: plateOf(car.regplate),
        state: car.state ? car.state.toUpperCase() : null,
        vin: car.vin ? car.vin.toUpperCase() : null,
        soldAt: soldAt && gone ? lastSeen : soldAt,
        removedAt: gone ? lastSeen : null,
        lastSeen,
      }
    })
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH)
      const column = <K extends keyof (typeof rows)[number]>(key: K) => batch.map((row) => row[key])
      await pool.query(
        `INSERT INTO stock_history (site_slug, car_id, make, model, badge, year, km, price, car_type, regplate, rego_state, vin, sold_at, removed_at, first_seen_at, last_seen_at)
         SELECT site, id, make, model, badge, year, km, price, car_type, plate, state, vin, sold_at, removed_at, LEAST(last_seen, now()) - interval '30 days', last_seen
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::numeric[], $9::text[], $10::text[], $11::text[], $12::text[], $13::timestamptz[], $14::timestamptz[], $15::timestamptz[])
             AS t(site, id, make, model, badge, year, km, price, car_type, plate, state, vin, sold_at, removed_at, last_seen)`,
        [
          column('site'),
          column('id'),
          column('make'),
          column('model'),
          column('badge'),
          column('year'),
          column('km'),
          column('price'),
          column('carType'),
          column('plate'),
          column('state'),
          column('vin'),
          column('soldAt'),
          column('removedAt'),
          column('lastSeen'),
        ],
      )
    }
    await pool.query('ANALYZE stock_history')
    const { rows: sizes } = await pool.query<{ bench: number; total: number }>(
      'SELECT count(*) FILTER (WHERE site_slug LIKE $1)::int AS bench, count(*)::int AS total FROM stock_history',
      [`${PREFIX}%`],
    )
    console.log(
      `stock_history: ${sizes[0]!.bench} bench cars over ${sites.length} demo sites (${sizes[0]!.total} rows in all), written and analysed in ${Math.round(performance.now() - started)} ms\n`,
    )

    // ------------------------------------------------------------ the subjects
    const candidates = generated.filter(({ car }) => car.item_type === 'car' && car.car_type !== 'new' && typeof car.km === 'number')
    const subjects: TradeInSubject[] = Array.from({ length: VALUATIONS }, () => {
      const { car } = candidates[Math.floor(random() * candidates.length)]!
      return { make: car.make, model: car.model, year: car.year, badge: car.badge || null, km: Math.max(0, Math.round(car.km! * (0.85 + random() * 0.3))) }
    })
    const registered = rows.filter((row) => row.plate && row.state)
    const plates: Array<{ plate: string; state: AuState }> = Array.from({ length: LOOKUPS }, (_, n) => {
      const row = registered[Math.floor(random() * registered.length)]!
      // One in ten is a plate the platform has never seen (the lookup's miss path).
      return { plate: n % 10 === 9 ? `ZZ${String(n).padStart(4, '0')}Q` : row.plate!, state: row.state as AuState }
    })

    const valuation = createMarketValuation(pool)
    const rego = createStockHistoryRegoLookup(pool)
    // Warm the connection pool and the caches as a running server has them.
    for (const subject of subjects.slice(0, 20)) await valuation.estimate(subject)
    for (const { plate, state } of plates.slice(0, 20)) await rego.lookup(plate, state)

    // ------------------------------------------------------------ the runs
    const valuationTimes: number[] = []
    let withFigure = 0
    let comparables = 0
    started = performance.now()
    for (const subject of subjects) {
      const t0 = performance.now()
      const estimate = await valuation.estimate(subject)
      valuationTimes.push(performance.now() - t0)
      if (estimate) {
        withFigure++
        comparables += estimate.comparables.length
      }
    }
    const valuationSeconds = (performance.now() - started) / 1000
    const lookupTimes: number[] = []
    let found = 0
    for (const { plate, state } of plates) {
      const t0 = performance.now()
      if (await rego.lookup(plate, state)) found++
      lookupTimes.push(performance.now() - t0)
    }

    console.log(formatTable(['', 'runs', 'p50', 'p95', 'p99', 'max'], [figures('valuation (estimate)', valuationTimes), figures('plate lookup', lookupTimes)]))
    console.log(
      `\nvaluations with a figure: ${withFigure} of ${subjects.length} (${comparables > 0 ? (comparables / withFigure).toFixed(1) : 0} comparables each on average); ${(subjects.length / valuationSeconds).toFixed(0)} valuations/s on one connection`,
    )
    console.log(`plate lookups that found the car: ${found} of ${plates.length} (${plates.filter((_, n) => n % 10 === 9).length} were unknown plates)`)
  } finally {
    await pool
      .query('DELETE FROM stock_history WHERE site_slug LIKE $1', [`${PREFIX}%`])
      .catch((error: unknown) => console.error('Could not delete the bench rows', error))
    await close()
  }
})
