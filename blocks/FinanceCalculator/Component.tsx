import { financeCalculatorForRequest } from '@/features/calculators'
import { FinanceCalculator } from '@/features/calculators/ui'
import { MONEY_QUICK_PICKS, MONEY_QUICK_PICKS_HIGH } from '@/domain/money'
import type { FinanceCalculatorBlock as FinanceCalculatorBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** Finance calculator block (spec §2 finance routes, §5, §9): the vehicle page's calculator with the site's defaults, a vehiclePriceBudget or a car_id's car. */
export async function FinanceCalculatorBlock({ block, site, searchParams }: BlockProps<FinanceCalculatorBlockData>) {
  const { calculator, car } = await financeCalculatorForRequest(site, searchParams)
  return (
    <section className="container section calculator-block">
      <FinanceCalculator
        bounds={calculator.bounds}
        start={calculator.start}
        disclaimer={calculator.disclaimer}
        requestQuoteHref={block.requestQuoteHref?.trim() || '#finance-form'}
        car={car ?? undefined}
        quickPicks={block.highQuickPicks ? MONEY_QUICK_PICKS_HIGH : MONEY_QUICK_PICKS}
      />
    </section>
  )
}
