import 'server-only'

import { bankTransferDetails, type BankTransferDetails } from '@/domain/purchase'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { getDealerships, getVisibleLocations } from '@/platform/content'
import { relationId } from '@/platform/relation'
import type { ResolvedSite } from '@/platform/sites'

export interface DealerContact {
  name: string
  /** The clock the dealership keeps (its locations' zone): hold times are told in it. */
  timeZone: string
  phone: string | null
  email: string | null
  address: string | null
  /** The account a buyer pays a purchase's balance into by bank transfer; null: bank transfer is not offered. */
  bank: BankTransferDetails | null
}

/** The dealership selling a car (its own, or the site's only one), else the site itself. */
export async function dealerOf(site: ResolvedSite, dealershipSlug: string | null): Promise<DealerContact> {
  const [dealerships, locations] = await Promise.all([getDealerships(site.id), getVisibleLocations(site.id)])
  const dealership = dealerships.find((d) => d.slug === dealershipSlug) ?? (dealerships.length === 1 ? dealerships[0] : null)
  const timeZone = locations.find((l) => dealership && relationId(l.dealership) === dealership.id)?.timeZone || locations[0]?.timeZone || DEFAULT_TIME_ZONE
  return dealership
    ? {
        name: dealership.name,
        timeZone,
        phone: dealership.phone || null,
        email: dealership.email || null,
        address: dealership.address ?? null,
        bank: bankTransferDetails(dealership.bankTransfer),
      }
    : { name: site.name, timeZone, phone: site.phone ?? null, email: null, address: null, bank: null }
}
