import { env } from '@/platform/env'

import { createHttpPriceSource, createRegionPriceSource, type DeliveryPriceSource } from './delivery-price'
import { createGoogleGeocoder, tableGeocoder, type Geocoder } from './geocoding'

export { deliverySettingsFromDealership, offersDeliveryQuotes, type DealershipForDelivery } from './dealership-delivery'
export { quoteDelivery, type DeliveryQuoteAnswer } from './quote-delivery'

export interface DeliveryServices {
  geocoder: Geocoder
  prices: DeliveryPriceSource
}

let services: DeliveryServices | undefined

/** The geocoder and price source this server uses: outside services when their env keys are set, else the offline defaults. */
export function getDeliveryServices(): DeliveryServices {
  if (!services) {
    const geocoder = env.GOOGLE_GEOCODING_API_KEY ? createGoogleGeocoder({ apiKey: env.GOOGLE_GEOCODING_API_KEY }) : tableGeocoder
    const prices = env.DELIVERY_PRICE_URL
      ? createHttpPriceSource({ url: env.DELIVERY_PRICE_URL, apiKey: env.DELIVERY_PRICE_API_KEY })
      : createRegionPriceSource(geocoder)
    services = { geocoder, prices }
  }
  return services
}
