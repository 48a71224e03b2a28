/**
 * A car as the vehicle page reads it (spec §2 "Vehicle detail page", §3 feed fields): what the
 * sidebar, spec lists, gallery and JSON-LD need of a stock record.
 */
import type { CarForFinance } from './finance-eligibility'
import type { CarForFuel } from './fuel-cost'
import type { CarForMarketPrice } from './price-comparison'
import type { CarForPricing } from './price-display'
import type { CarForVehicleButtons } from './vehicle-buttons'

export interface VehicleVariant {
  cylinders?: number | null
  enginesize?: number | null
  enginesize_litres?: number | null
  induction?: string | null
  fuelconsumptioncombined?: number | null
  fuelcapacity?: number | null
  grossvehiclemass?: number | null
  vehiclelength?: number | null
  vehicleheight?: number | null
  vehiclewidth?: number | null
  towingcapacitybraked?: number | null
  torque?: number | null
  bodyconfiguration?: string | null
  ancaprating?: number | null
  geartype?: string | null
}

export interface CarForVehiclePage extends CarForPricing, CarForFinance, CarForFuel, CarForMarketPrice, CarForVehicleButtons {
  id: string
  slug: string
  name: string
  make: string
  model: string
  year: number
  car_type: string
  status: string
  km?: number | null
  price_type?: string | null
  badge?: string | null
  series?: string | null
  colour?: string | null
  interior_colour?: string | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  build_date?: string | null
  compliance_date?: string | null
  simple_body?: string | null
  simple_drive?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  trans?: string | null
  drive?: string | null
  doors?: number | null
  seats?: number | null
  engine_size?: number | null
  engine_size_litres?: number | null
  gearnum?: number | null
  certified?: boolean | null
  created_at?: string | null
  views?: number | null
  item_type?: string | null
  standardEquipment?: readonly string[] | null
  dealercomments?: string | null
  images?: ReadonlyArray<{ image: { url: string; thumb?: { url: string } | null } }> | null
  primary_image_url?: string | null
  video_url?: string | null
  external_video_url?: string | null
  spin_images?: readonly string[] | null
  spin_interior_image?: string | null
  variant?: VehicleVariant | null
  caravan?: {
    body_width?: number | null
    body_length?: number | null
    tare_weight?: number | null
    axle_type?: string | null
    sleeps?: number | null
    aggregate_trailer_mass?: number | null
  } | null
}
