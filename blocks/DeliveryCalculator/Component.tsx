import { carForRequest, offersDeliveryQuotes } from '@/features/calculators'
import { DeliveryCalculator } from '@/features/calculators/ui'
import { getDealerships } from '@/platform/content'
import type { DeliveryCalculatorBlock as DeliveryCalculatorBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** Delivery calculator block (spec §2, §4 "Delivery calculator"): nothing when no dealership of the site quotes delivery. */
export async function DeliveryCalculatorBlock({ block, site, searchParams }: BlockProps<DeliveryCalculatorBlockData>) {
  const [dealerships, car] = await Promise.all([getDealerships(site.id), carForRequest(site, searchParams)])
  const chosenId = typeof block.dealership === 'object' ? block.dealership?.id : block.dealership
  const quoting = dealerships.filter((dealership) => offersDeliveryQuotes(dealership))
  const dealership = quoting.find((d) => d.id === chosenId) ?? quoting.find((d) => d.slug === car?.dealership_slug) ?? (chosenId ? null : quoting[0]) ?? null
  if (!dealership) return null
  return (
    <section className="container section calculator-block">
      <DeliveryCalculator dealershipSlug={dealership.slug} />
    </section>
  )
}
