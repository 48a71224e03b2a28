import { phoneHref } from '@/domain/phone'
import type { VehicleButton } from '@/domain/vehicle-buttons'

/**
 * Where each vehicle-page button leads. Forms that the leads issue turns into dialogs are routes for
 * now, each carrying the car so the form knows what the shopper asked about.
 */
export interface VehicleLinkContext {
  car: { id: string; slug: string; car_type: string; price?: number | null; vin?: string | null; file?: string | null }
  phone?: string | null
  whatsappNumber?: string | null
  chatUrl?: string | null
  locationSlug?: string | null
}

const carQuery = ({ car }: VehicleLinkContext) => new URLSearchParams({ car_id: car.id, car_type: car.car_type })

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

export function vehicleButtonHref(button: VehicleButton, context: VehicleLinkContext): string {
  const { car } = context
  switch (button) {
    case 'enquire':
      return `/contact?${carQuery(context)}`
    case 'test-drive':
      return `/book-test-drive?${carQuery(context)}`
    case 'trade-in':
      return `/sell-your-car?${carQuery(context)}`
    case 'finance':
      return financeHref(context)
    case 'reserve':
    case 'online-purchase':
    case 'reserve-car-now':
      return `/cars/${car.slug}/checkout`
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
