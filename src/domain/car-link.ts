/** The car a page's link names (spec §2 finance routes: `car_id`, or `vin` in its place). */

/** By its address (car_id), or by its VIN; a VIN of null was given but is no VIN, so no car has it. */
export type CarLink = { carId: string } | { vin: string | null }

type Query = Readonly<Record<string, string | readonly string[] | undefined>>

// 17 characters since 1981; older and imported cars carry shorter chassis numbers.
const VIN = /^[A-Z0-9]{5,17}$/

const first = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : value?.[0])?.trim() || null

/** car_id wins over vin; a VIN is read in any case with its spaces dropped. Null when the link names no car. */
export function readCarLink(query: Query): CarLink | null {
  const carId = first(query.car_id)
  if (carId) return { carId }
  const vin = first(query.vin)?.replace(/\s+/g, '').toUpperCase()
  if (!vin) return null
  return { vin: VIN.test(vin) ? vin : null }
}
