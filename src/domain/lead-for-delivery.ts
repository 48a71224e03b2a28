/**
 * A stored lead as the delivery channels see it: everything the dealer's CRM (ADF XML), the staff
 * notification email and the webhook need, read once from PostgreSQL when a delivery runs.
 * Plain data, no Payload types, so the formats are pure functions of it.
 */
import type { PurchaseBalanceMethod, ReservationStatus } from './reservation'

export type LeadFormType =
  | 'enquiry'
  | 'test-drive'
  | 'request-photos'
  | 'find-similar'
  | 'contact'
  | 'finance'
  | 'service'
  | 'parts'
  | 'careers'
  | 'trade-in'
  | 'new-car-order'
  | 'reservation'
  | 'spin-to-win'

export interface LeadForDelivery {
  id: number
  form: LeadFormType
  /** The form's name as the shopper saw it, e.g. "Book a Test Drive". */
  formLabel: string
  /** ISO 8601 with offset, when the lead was stored. */
  createdAt: string
  site: { slug: string; name: string; url: string }
  /** `timeZone`: the zone every one of its locations keeps, when they agree (a dealership has no zone of its own). */
  dealership: { slug: string; name: string; phone?: string | null; email?: string | null; url?: string | null; timeZone?: string | null } | null
  /** `timeZone`: the location's clock (IANA zone, e.g. Australia/Perth). */
  location: { id: number; name: string; phone?: string | null; address?: string | null; timeZone?: string | null } | null
  customer: {
    firstName: string
    lastName?: string | null
    email: string
    phone: string
    postcode?: string | null
    optIn: boolean
  }
  message?: string | null
  category?: string | null
  subcategory?: string | null
  /**
   * The car the shopper asked about, when there is one: a stock car, or a new car ordered from the
   * range (no stock car: `id` null, make and model from the Models collection, the variant as `badge`).
   */
  car?: {
    id: string | null
    slug?: string | null
    stockNumber?: string | null
    vin?: string | null
    year?: number | null
    make?: string | null
    model?: string | null
    badge?: string | null
    carType?: 'new' | 'demo' | 'used' | null
    status?: string | null
    price?: number | null
    km?: number | null
    colour?: string | null
    /** Absolute URL of the vehicle page. */
    url?: string | null
  } | null
  /** The shopper's own car, when they offered a trade-in. */
  tradeIn?: {
    year?: number | null
    make?: string | null
    model?: string | null
    km?: number | null
    rego?: string | null
    offer?: LeadTradeInOffer | null
  } | null
  /** Test drives: the booked time (ISO with offset) and where. */
  appointment?: { startsAt: string; locationName: string; timeZone: string } | null
  finance?: { vehiclePriceBudget?: number | null } | null
  /** A reservation lead's reservation as it stands when the delivery runs (the shopper's email reads its status). */
  reservation?: LeadReservation | null
  /** A spin-to-win lead's prize (issue 22): what the shopper won and the code they claim it with. */
  prize?: LeadSpinPrize | null
  rego?: string | null
  /** Absolute URL of the page the form was sent from. */
  pageUrl?: string | null
  source: 'Website'
  userAgent?: string | null
}

/** A trade-in valuation's online offer as it stands when the delivery runs (issue 20). */
export interface LeadTradeInOffer {
  reference: string
  lowDollars: number
  highDollars: number
  accepted: boolean
}

export interface LeadReservation {
  reference: string
  status: ReservationStatus
  /** Whole cents. */
  priceCents: number
  depositCents: number
  /** ISO 8601: when the car stops being held (null once the reservation has ended). */
  expiresAt?: string | null
  /** How the deposit is paid: online through the provider, or at the dealership. */
  payment: 'online' | 'at-dealership'
  /** The page the shopper can come back to (its confirmation). */
  url: string
  /** A purchase (buy online, issue 41 item 5), not a reservation: how the balance is paid, and how much it is. */
  purchase?: { balanceMethod: PurchaseBalanceMethod; balanceCents: number } | null
}

/** The prize a spin-to-win lead was made for (issue 22), as its shopper email tells it. */
export interface LeadSpinPrize {
  claimCode: string
  label: string
  description?: string | null
  campaign: string
  terms?: string | null
}
