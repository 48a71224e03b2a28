/**
 * The vehicle page's spec lists (spec §3 spec lists, §5, §9): rows for what the feed gives, empty,
 * null and "null" values left out. The print sheet shows the same caravan rows.
 */
import { feetToMetres, formatDate } from './format'
import { numberFormat } from './money'
import { isSpecValueShown } from './text-limits'
import type { CarForVehiclePage } from './vehicle-page-car'

export interface SpecRow {
  label: string
  value: string
}

export interface VehicleSpecLists {
  featured: SpecRow[]
  specifications: SpecRow[]
  summary: SpecRow[]
}

// Whole numbers with thousands separators, decimals kept (6.4 L/100km).
const specNumber = numberFormat({ maximumFractionDigits: 2 })
const row = (label: string, value: unknown, unit = ''): SpecRow | null =>
  isSpecValueShown(value) ? { label, value: `${typeof value === 'number' ? specNumber(value) : String(value).trim()}${unit}` } : null
const rows = (...candidates: Array<SpecRow | null>): SpecRow[] => candidates.filter((candidate): candidate is SpecRow => candidate !== null)

/** Dates in feeds are ISO dates or years; show dd/MM/yyyy for dates and the year as it is. */
function dateOrYear(value: string | null | undefined, year: number): string {
  if (value && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value)
  return value?.trim() || String(year)
}

/** Engine as shoppers read it: "2.0L 4 cyl Turbo" (litres, cylinders, induction); null when the feed gives neither size nor cylinders. */
export function engineText(car: Pick<CarForVehiclePage, 'variant' | 'engine_size_litres'>): string | null {
  const litres = car.variant?.enginesize_litres ?? car.engine_size_litres
  const cylinders = car.variant?.cylinders
  if (!litres && !cylinders) return null
  return [litres ? `${litres.toFixed(1)}L` : null, cylinders ? `${cylinders} cyl` : null, car.variant?.induction].filter(Boolean).join(' ')
}

/** Key Information (featured, starting with kilometres), then the specifications and the summary; `registration` is the rego line the page shows. */
export function vehicleSpecLists(car: CarForVehiclePage, registration: string | null): VehicleSpecLists {
  const v = car.variant ?? {}
  return {
    featured: rows(
      row('Kilometres', car.km ?? null, ' km'),
      row(car.compliance_date ? 'Compliance date' : 'Year', dateOrYear(car.compliance_date, car.year)),
      row(car.build_date ? 'Build date' : 'Build year', dateOrYear(car.build_date, car.year)),
      row('Engine', engineText(car)),
      row('Fuel type', car.simple_fuel),
      row('Transmission', car.trans ?? car.simple_transmission),
      row('Induction', v.induction),
      row('Seats', car.seats),
      row('Registration', car.regplate),
      row('Rego expiry', registration),
      row('Stock no.', car.stocknum),
      row('VIN', car.vin),
      row('Exterior colour', car.colour),
    ),
    specifications: rows(
      row('Engine size', v.enginesize ?? car.engine_size, ' cc'),
      row('Fuel consumption (combined)', v.fuelconsumptioncombined, ' L/100km'),
      row('Fuel tank', v.fuelcapacity, ' L'),
      row('Gross vehicle mass', v.grossvehiclemass, ' kg'),
      row('Length', v.vehiclelength, ' mm'),
      row('Height', v.vehicleheight, ' mm'),
      row('Width', v.vehiclewidth, ' mm'),
      row('Towing capacity (braked)', v.towingcapacitybraked, ' kg'),
    ),
    summary: rows(
      row('Body type', car.simple_body ?? v.bodyconfiguration),
      row('Drive type', car.drive ?? car.simple_drive),
      row('Colour', car.colour),
      row('Interior colour', car.interior_colour),
      row('Torque', v.torque, ' Nm'),
      row('Cylinders', v.cylinders),
      row('Gearbox', v.geartype ?? (car.gearnum ? `${car.gearnum}-speed ${car.simple_transmission?.toLowerCase() ?? ''}`.trim() : null)),
      row('Doors', car.doors),
      row('Safety rating', v.ancaprating ? `${v.ancaprating}-star ANCAP` : null),
      row('Badge', car.badge),
      row('Series', car.series),
    ),
  }
}

/** Caravan specifications: the feed gives body sizes in feet; shoppers read metres (spec §3, §9). The print sheet shows the same rows. */
export function caravanSpecRows(c: CarForVehiclePage['caravan']): SpecRow[] {
  if (!c) return []
  const metres = (feet: number | null | undefined) => (typeof feet === 'number' && feet > 0 ? `${feetToMetres(feet)} m (${feet} ft)` : null)
  return rows(
    row('Body length', metres(c.body_length)),
    row('Body width', metres(c.body_width)),
    row('Tare weight', c.tare_weight, ' kg'),
    row('Aggregate trailer mass', c.aggregate_trailer_mass, ' kg'),
    row('Axle type', c.axle_type),
    row('Sleeps', c.sleeps),
  )
}
