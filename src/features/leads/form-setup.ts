import 'server-only'

import { getDealerships, getVisibleLocations } from '@/platform/content'
import { relationId } from '@/platform/relation'
import type { ResolvedSite } from '@/platform/sites'
import type { LeadFormType } from '@/domain/lead-for-delivery'
import { isCarYard, locationOfCar } from '@/domain/locations'
import { TEST_DRIVE_SLOT_DEFAULTS, type TestDriveSlotSettings } from '@/domain/test-drive-slots'
import type { Dealership, Location } from '@/payload-types'
import { getStockSearch, type StockCar } from '@/features/search'

import { LEAD_FORMS, type LeadFormRules } from '../../domain/lead-form-catalogue'
import { orderedNewCar, type OrderedNewCar } from '../../domain/new-car-order'
import { findRangeModel } from './new-car-order'

/** The car a form is about, as the form shows it and as the lead stores it. */
export interface LeadCar {
  id: string
  slug: string
  name: string
  year: number
  make: string
  model: string
  badge: string | null
  carType: StockCar['car_type']
  status: StockCar['status']
  stockNumber: string | null
  vin: string | null
  price: number | null
  km: number | null
  colour: string | null
  imageUrl: string | null
}

/** The car as the lead stores it (the Leads collection's car group). */
export const leadCarRecord = (car: LeadCar) => ({
  carId: car.id,
  slug: car.slug,
  stockNumber: car.stockNumber,
  vin: car.vin,
  carType: car.carType,
  year: car.year,
  make: car.make,
  model: car.model,
  badge: car.badge,
  status: car.status,
  price: car.price,
  km: car.km,
  colour: car.colour,
})

export interface LeadFormChoice {
  id: number
  name: string
}

/**
 * Everything a lead form on a page depends on, worked out once on the server: the page renders from it
 * and POST /api/enquiries checks the shopper's answers against the same setup, so the browser and the
 * server can never disagree about which fields are shown and required.
 */
export interface LeadFormSetup {
  form: LeadFormType
  rules: LeadFormRules
  copy: { heading: string; intro: string | null; consentText: string | null; successMessage: string; submitLabel: string }
  car: LeadCar | null
  /** The new car ordered from the site's range (the new-car order), in place of a stock car. */
  newCar: OrderedNewCar | null
  /** The location the lead is for when the page decides it (a car's yard, /contact-us/{slug}). */
  presetLocation: LeadFormChoice | null
  /** The dealership the lead is for when the page decides it (the car's, the preset location's, the only one). */
  presetDealership: LeadFormChoice | null
  locationChoices: LeadFormChoice[]
  dealershipChoices: LeadFormChoice[]
  testDrive: TestDriveSlotSettings
}

export type LeadFormSetupResult =
  { ok: true; setup: LeadFormSetup; locations: Location[]; dealerships: Dealership[] } | { ok: false; status: 400 | 404; message: string }

export const LEAD_SETUP_MESSAGES = {
  carNotListed: 'This car is no longer listed on this site.',
  carRequired: 'Choose a car to ask about.',
  locationUnknown: 'That location is not part of this site.',
  modelUnknown: "That model is not in this site's new-car range.",
} as const

const choice = (doc: { id: number; name: string }): LeadFormChoice => ({ id: doc.id, name: doc.name })

function leadCar(car: StockCar): LeadCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    carType: car.car_type,
    status: car.status,
    stockNumber: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price ?? null,
    km: car.km ?? null,
    colour: car.colour ?? null,
    imageUrl: car.primary_image_url ?? car.images[0]?.image.url ?? null,
  }
}

/** A location sells a make when it lists it, or its dealership holds that franchise. */
function sellsMake(location: Location, manufacturerId: number, dealerships: readonly Dealership[]): boolean {
  if ((location.manufacturers ?? []).some((make) => relationId(make) === manufacturerId)) return true
  const dealership = dealerships.find((d) => d.id === relationId(location.dealership))
  return relationId(dealership?.manufacturer) === manufacturerId
}

/** The site's test-drive slot settings, each unset value taking the platform default. */
export function testDriveSettings(site: ResolvedSite): TestDriveSlotSettings {
  const own = site.testDrives ?? {}
  return {
    slotMinutes: own.slotMinutes ?? TEST_DRIVE_SLOT_DEFAULTS.slotMinutes,
    daysAhead: own.daysAhead ?? TEST_DRIVE_SLOT_DEFAULTS.daysAhead,
    noticeMinutes: own.noticeMinutes ?? TEST_DRIVE_SLOT_DEFAULTS.noticeMinutes,
  }
}

/**
 * The setup of `form` on `site`, for the car (slug or id) and the location (slug or id) the page names.
 * Which locations are offered: a test drive of a car happens at its yard or one of the yard's
 * distribution locations, a trade-in inspection or a finance application at a sales or used yard;
 * service and parts at the site's service and parts locations (all when it has none); a new-car order
 * (the model's slug in the site's range) at a sales yard of the model's make; contact at any location.
 * The select shows only with more than one choice.
 */
export async function leadFormSetup(
  site: ResolvedSite,
  form: LeadFormType,
  {
    carId,
    stockCar,
    locationRef,
    model,
  }: { carId?: string | null; stockCar?: StockCar; locationRef?: string | number | null; model?: { slug: string; vehicle?: string | null } | null },
): Promise<LeadFormSetupResult> {
  const definition = LEAD_FORMS[form]
  const [locations, dealerships, rangeModel] = await Promise.all([
    getVisibleLocations(site.id),
    getDealerships(site.id),
    definition.needsModel && model?.slug ? findRangeModel(site.id, model.slug) : null,
  ])
  if (definition.needsModel && !rangeModel) return { ok: false, status: 404, message: LEAD_SETUP_MESSAGES.modelUnknown }
  const newCar = rangeModel ? orderedNewCar(rangeModel, model?.vehicle) : null

  let car: LeadCar | null = null
  let carLocation: Location | null = null
  let carDealership: Dealership | null = null
  if ((stockCar || carId) && definition.needsCar !== 'none') {
    const found = stockCar ? { car: stockCar, listed: true } : await (await getStockSearch()).findListedCar(site.slug, carId!)
    if (!found?.listed) return { ok: false, status: 400, message: LEAD_SETUP_MESSAGES.carNotListed }
    car = leadCar(found.car)
    carLocation = locationOfCar(found.car, locations)
    carDealership = dealerships.find((d) => d.slug === found.car.dealership_slug) ?? null
  } else if (definition.needsCar === 'required') {
    return { ok: false, status: 400, message: LEAD_SETUP_MESSAGES.carRequired }
  }

  let preset: Location | null = null
  if (locationRef !== null && locationRef !== undefined && locationRef !== '') {
    preset = locations.find((l) => l.slug === String(locationRef) || String(l.id) === String(locationRef)) ?? null
    if (!preset) return { ok: false, status: 404, message: LEAD_SETUP_MESSAGES.locationUnknown }
  }

  let offered: Location[] = []
  const carYards = locations.filter((l) => isCarYard({ location_type: l.locationType, location_subtype: l.locationSubtype }))
  if (form === 'test-drive') {
    if (carLocation) {
      const distribution = (carLocation.distributionLocations ?? []).map(relationId)
      offered = [carLocation, ...locations.filter((l) => distribution.includes(l.id))]
    } else offered = carYards
  } else if (form === 'trade-in' || form === 'finance') {
    offered = carYards
  } else if (form === 'service' || form === 'parts') {
    const ofType = locations.filter((l) => l.locationType === (form === 'service' ? 'service' : 'parts'))
    offered = ofType.length ? ofType : locations
  } else if (rangeModel) {
    // A new car is ordered from a sales yard of its make (any sales yard when none names the make).
    const sales = locations.filter((l) => !l.locationType || l.locationType === 'sales')
    const ofMake = sales.filter((l) => sellsMake(l, rangeModel.manufacturerId, dealerships))
    offered = ofMake.length ? ofMake : sales
  } else offered = locations
  if (!offered.length) offered = locations

  const presetLocation = preset ?? (offered.length === 1 ? offered[0]! : form !== 'test-drive' && carLocation ? carLocation : null)
  const locationChoices = presetLocation ? [] : offered.map(choice)
  const locationDealershipId = relationId(presetLocation?.dealership)
  const presetDealership = carDealership ?? dealerships.find((d) => d.id === locationDealershipId) ?? (dealerships.length === 1 ? dealerships[0]! : null)
  const dealershipChoices = presetDealership ? [] : dealerships.map(choice)
  const own = site.leadForms?.find((row) => row.form === form)

  return {
    ok: true,
    locations,
    dealerships,
    setup: {
      form,
      rules: { commentsOptional: Boolean(own?.commentsOptional), showLocation: locationChoices.length > 1, dealershipCount: dealershipChoices.length },
      copy: {
        heading: own?.heading?.trim() || (presetLocation && form === 'contact' ? `Contact Us at ${presetLocation.name}` : definition.label),
        intro: own?.intro?.trim() || null,
        consentText: own?.consentText?.trim() || null,
        successMessage: own?.successMessage?.trim() || definition.successMessage,
        submitLabel: definition.submitLabel,
      },
      car,
      newCar,
      presetLocation: presetLocation ? choice(presetLocation) : null,
      presetDealership: presetDealership ? choice(presetDealership) : null,
      locationChoices,
      dealershipChoices,
      testDrive: testDriveSettings(site),
    },
  }
}

/**
 * The vehicle page's forms for a listed car: enquiry, test drive and photo requests while it can be
 * bought; Find Me Something Similar once it has sold (spec §4 Availability).
 */
export async function vehicleLeadForms(site: ResolvedSite, stockCar: StockCar, available: boolean): Promise<Partial<Record<LeadFormType, LeadFormSetup>>> {
  const forms: LeadFormType[] = available ? ['enquiry', 'test-drive', 'request-photos'] : ['find-similar']
  const setups = await Promise.all(forms.map((form) => leadFormSetup(site, form, { stockCar })))
  return Object.fromEntries(setups.flatMap((found, i) => (found.ok ? [[forms[i]!, found.setup]] : [])))
}
