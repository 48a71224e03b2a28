import { phoneHref } from '@/domain/phone'
import type { VehicleButton } from '@/domain/vehicle-buttons'
import { buyOnlineHref, checkoutHref, type CheckoutPath } from '@/domain/reservation'

/**
 * Where each vehicle-page button leads. The form buttons open their form in a dialog; the link is the
 * same form on its own page (no script yet, or opened in a new tab), carrying the car it is about.
 */
export interface VehicleLinkContext {
  car: { id: string; slug: string; car_type: string; price?: number | null; vin?: string | null; file?: string | null }
  phone?: string | null
  whatsappNumber?: string | null
  chatUrl?: string | null
  locationSlug?: string | null
  /** The site's reserve path (checkout or buy-online). */
  checkoutPath?: CheckoutPath | null
  /** The site offers the whole purchase online: Online Purchase leads there. */
  buyOnline?: boolean | null
}

// car_id is the car's slug everywhere (print, calculators, forms): the one key every page can look up.
const carQuery = ({ car }: VehicleLinkContext) => new URLSearchParams({ car_id: car.slug, car_type: car.car_type })

/** wa.me wants the international number without + or leading zero. */
export function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits.startsWith('0') ? `61${digits.slice(1)}` : digits}`
}

export function financeHref(context: VehicleLinkContext): string {
  const query = carQuery(context)
  if (context.car.price) query.set('vehiclePriceBudget', String(context.car.price))
  if (context.car.vin) query.set('vin', context.car.vin)
  return `/finance?${query}#finance-form`
}

export function vehicleButtonHref(button: VehicleButton | 'find-similar' | 'request-photos', context: VehicleLinkContext): string {
  const { car } = context
  switch (button) {
    case 'enquire':
      return `/contact?${carQuery(context)}`
    case 'find-similar':
    case 'request-photos':
      return `/contact?${carQuery(context)}&form=${button}`
    case 'test-drive':
      return `/book-test-drive?${carQuery(context)}`
    case 'trade-in':
      return `/cars/trade-in?${carQuery(context)}`
    case 'finance':
      return financeHref(context)
    case 'reserve':
    case 'reserve-car-now':
      return checkoutHref(car.slug, context.checkoutPath)
    case 'online-purchase':
      return buyOnlineHref(car.slug, context)
    case 'call':
    case 'call-now':
      return phoneHref(context.phone ?? '')
    case 'chat':
      return context.chatUrl ?? '/contact'
    case 'whatsapp':
      return whatsappHref(context.whatsappNumber ?? '')
    case 'history-report':
      return car.file ?? '#'
    case 'location':
      return context.locationSlug ? `/locations/${context.locationSlug}` : '/dealer-locator'
  }
}
