import type { CardSettings, VehicleCardCar } from '@/features/search/client'

/** A valid stock-feed car (spec §3 Car) with sensible defaults; tests override what they check. */
export function feedCar(id: string | number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: String(id),
    slug: `2024-kia-sportage-s-${id}`.toLowerCase(),
    name: `2024 Kia Sportage S ${id}`,
    make: 'Kia',
    model: 'Sportage',
    badge: 'S',
    year: 2024,
    car_type: 'used',
    status: 'in_stock',
    price: 30_000 + Number(String(id).replace(/\D/g, '') || 0),
    km: 12_000,
    stocknum: `T${id}`,
    dealership_slug: 'harbour-city-kia',
    location_name: 'Harbour City Kia Newstead',
    city: 'Newstead',
    state: 'QLD',
    simple_body: 'SUV',
    images: [{ image: { url: `/demo-stock/suv-white-front.webp`, thumb: { url: `/demo-stock/suv-white-front.webp?w=200` } } }],
    ...fields,
  }
}

/** A used car as the vehicle card reads it from the search index, with sensible defaults; tests override what they check. */
export function cardCar(id: number, fields: Partial<VehicleCardCar> = {}): VehicleCardCar {
  return {
    objectID: String(id),
    slug: `2021-hyundai-tucson-${id}`,
    name: `2021 Hyundai Tucson ${id}`,
    make: 'Hyundai',
    model: 'Tucson',
    year: 2021,
    km: 40_000,
    price: 33_000 + id,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type: null,
    preorder: false,
    status: 'in_stock',
    sold: false,
    reserved: false,
    certified: false,
    tag: null,
    car_type: 'used',
    fuel: 'Petrol',
    transmission: 'Automatic',
    body: 'SUV',
    location_name: 'Harbour City Hyundai',
    dealership_slug: 'harbour-city-hyundai',
    primary_image_url: null,
    views: 0,
    finance_lenders: {},
    created_at_timestamp: 0,
    ...fields,
  }
}

/** Plain cards: a View Details button and none of the optional finance, views, favourites or compare extras. */
export const PLAIN_CARD_SETTINGS: CardSettings = {
  financeProvider: null,
  financeEstimate: false,
  showViews: false,
  favourites: false,
  watchlist: false,
  compare: false,
  buttons: ['view-details'],
  subscriptionDealerships: [],
  checkoutPath: 'checkout',
  buyOnline: false,
}
