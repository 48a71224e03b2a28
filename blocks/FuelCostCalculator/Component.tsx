import { carForRequest } from '@/features/calculators'
import { FuelCostCalculator } from '@/features/calculators/ui'
import { fuelConsumptionOf, showFuelCalculator } from '@/domain/fuel-cost'
import type { FuelCostCalculatorBlock as FuelCostCalculatorBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** Fuel cost calculator block (spec §2, §9 fuel defaults): hidden for an electric car_id, as on the vehicle page. */
export async function FuelCostCalculatorBlock({ block, site, searchParams }: BlockProps<FuelCostCalculatorBlockData>) {
  const car = await carForRequest(site, searchParams)
  if (car && !showFuelCalculator(car)) return null
  return (
    <section className="container section calculator-block">
      <FuelCostCalculator litresPer100km={car ? fuelConsumptionOf(car) : (block.litresPer100km ?? null)} />
    </section>
  )
}
