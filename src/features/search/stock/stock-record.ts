import { z } from 'zod'

import { CAR_STATUSES } from '@/domain/availability'
import { CAR_TYPES } from '@/domain/car-types'
import { CAR_SLUG_PATTERN } from '@/domain/naming'
import { postcodeFieldSchema } from '@/domain/postcode'
import { freeText, nulTextPath, plainText, TEXT_MESSAGES } from '@/domain/text'

/**
 * One car in a stock feed, with every Car field of spec §3. The feed is the boundary: whatever a
 * dealer's DMS sends is checked here, and a record that fails is reported by field and skipped.
 * Optional fields accept null (feeds send it) and unknown extra fields are kept for later use.
 */
const text = plainText().trim()
/** A dealer's own words (comments, disclaimers, a hotspot's description): line breaks kept. */
const words = freeText().trim()
const maybe = <T extends z.ZodType>(schema: T) => schema.nullish()
const money = z.coerce.number().min(0).max(10_000_000)
const imageRef = z.object({ url: text.min(1), thumb: maybe(z.object({ url: text.min(1) })) })
const hotspot = z.object({ x: z.number(), y: z.number(), frame: maybe(z.number().int().min(0)), description: words.min(1), anchor: maybe(text) })

const variant = z
  .object({
    cylinders: maybe(z.coerce.number().int()),
    enginesize: maybe(z.coerce.number()),
    enginesize_litres: maybe(z.coerce.number()),
    induction: maybe(text),
    fuelconsumptioncombined: maybe(z.coerce.number()),
    fuelcapacity: maybe(z.coerce.number()),
    grossvehiclemass: maybe(z.coerce.number()),
    vehiclelength: maybe(z.coerce.number()),
    vehicleheight: maybe(z.coerce.number()),
    vehiclewidth: maybe(z.coerce.number()),
    towingcapacitybraked: maybe(z.coerce.number()),
    torque: maybe(z.coerce.number()),
    bodyconfiguration: maybe(text),
    ancaprating: maybe(z.coerce.number().min(0).max(5)),
    geartype: maybe(text),
  })
  .partial()

const financeLender = z
  .object({
    deposit: maybe(money),
    termYears: maybe(z.coerce.number().min(0).max(10)),
    interestRate: maybe(z.coerce.number().min(0).max(100)),
    establishmentFees: maybe(money),
    disclaimer: maybe(words),
    comparisonRate: maybe(z.coerce.number().min(0).max(100)),
    paymentWeek: maybe(money),
    paymentMonth: maybe(money),
    totalPayable: maybe(money),
    termMonths: maybe(z.coerce.number().int().min(0)),
    termWeeks: maybe(z.coerce.number().int().min(0)),
    balloon: money.default(0),
    financeProvider: maybe(text),
  })
  .catchall(z.unknown())

export const stockCarSchema = z
  .object({
    id: z.union([text.min(1), z.number().int()]).transform(String),
    slug: text.regex(CAR_SLUG_PATTERN, 'must be lower-case words joined by hyphens'),
    name: text.min(1),
    make: text.min(1),
    model: text.min(1),
    year: z.coerce.number().int().min(1900).max(2100),
    car_type: z.enum(CAR_TYPES),
    status: z.enum(CAR_STATUSES),
    price: maybe(money),
    before_price: maybe(money),
    offer_price: maybe(money),
    subscription_price: maybe(money),
    price_type: maybe(text),
    preorder: z.boolean().default(false),
    km: maybe(z.coerce.number().int().min(0).max(5_000_000)),
    path: maybe(text),
    carsales_title: maybe(text),
    badge: maybe(text),
    series: maybe(text),
    colour: maybe(text),
    interior_colour: maybe(text),
    gearnum: maybe(z.coerce.number().int()),
    bodyconfiguration: maybe(text),
    vin: maybe(text.regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be a 17-character VIN')),
    nvic: maybe(text),
    has_nvic: z.boolean().default(false),
    stocknum: maybe(text),
    regplate: maybe(text),
    rego_expiry: maybe(text),
    build_date: maybe(text),
    compliance_date: maybe(text),
    sold: z.boolean().default(false),
    sold_date_timestamp: maybe(z.coerce.number().int().min(0)),
    tag: maybe(text),
    reserved: z.boolean().default(false),
    certified: z.boolean().default(false),
    created_at: maybe(text),
    images: z.array(z.object({ image: imageRef })).default([]),
    primary_image_url: maybe(text),
    video_url: maybe(text),
    external_video_url: maybe(text),
    spin_images: z.array(text.min(1)).default([]),
    spin_interior_image: maybe(text),
    spin_code: maybe(text),
    hotspots: z.object({ exterior: z.array(hotspot).default([]), interior: z.array(hotspot).default([]) }).default({ exterior: [], interior: [] }),
    standardEquipment: z.array(text).default([]),
    dealercomments: maybe(words),
    simple_body: maybe(text),
    simple_drive: maybe(text),
    simple_transmission: maybe(text),
    simple_fuel: maybe(text),
    trans: maybe(text),
    drive: maybe(text),
    doors: maybe(z.coerce.number().int().min(0).max(10)),
    seats: maybe(z.coerce.number().int().min(0).max(100)),
    engine_size: maybe(z.coerce.number()),
    engine_size_litres: maybe(z.coerce.number()),
    views: z.coerce.number().int().min(0).default(0),
    photos_count: maybe(z.coerce.number().int().min(0)),
    show_on_dealer_website: z.boolean().default(true),
    location_id: maybe(z.union([text, z.number()]).transform(String)),
    dealership_id: maybe(z.union([text, z.number()]).transform(String)),
    dealership_slug: maybe(text),
    location_name: maybe(text),
    city: maybe(text),
    state: maybe(text),
    private_suburb: maybe(text),
    private_postcode: maybe(postcodeFieldSchema),
    item_type: maybe(z.enum(['car', 'caravan', 'motorcycle'])),
    file: maybe(text),
    variant: maybe(variant),
    caravan: maybe(
      z.object({
        body_width: maybe(z.coerce.number()),
        body_length: maybe(z.coerce.number()),
        tare_weight: maybe(z.coerce.number()),
        axle_type: maybe(text),
        sleeps: maybe(z.coerce.number().int()),
        aggregate_trailer_mass: maybe(z.coerce.number()),
      }),
    ),
    finance_lenders: z.record(z.string(), financeLender).default({}),
    youxQuote: maybe(z.object({ weeklyRepaymentAmount: money, comparisonRate: z.coerce.number(), advertisedRate: z.coerce.number() })),
    autograb_data: maybe(z.object({ state_average_market_price: maybe(money), average_market_price: maybe(money) })),
  })
  .catchall(z.unknown())

export type StockCar = z.output<typeof stockCarSchema>

export type RejectedStockRecord = { index: number; field: string; reason: string }

/** Splits a feed into cars that can be imported and, for the rest, which field failed and why. */
export function validateStockFeed(records: readonly unknown[]): { cars: StockCar[]; rejected: RejectedStockRecord[] } {
  const cars: StockCar[] = []
  const rejected: RejectedStockRecord[] = []
  records.forEach((record, index) => {
    // Extra fields are kept as they came (jsonb), and jsonb stores no NUL: such a record is refused whole.
    const nul = nulTextPath(record)
    if (nul !== null) return void rejected.push({ index, field: nul, reason: TEXT_MESSAGES.controls })
    const parsed = stockCarSchema.safeParse(record)
    if (parsed.success) cars.push(parsed.data)
    else for (const issue of parsed.error.issues) rejected.push({ index, field: issue.path.join('.') || '(record)', reason: issue.message })
  })
  return { cars, rejected }
}
