'use client'

import { useId, useState } from 'react'

import { FUEL_COST_DEFAULTS, fuelCost } from '@/domain/fuel-cost'
import { CALCULATOR_TEXTS } from '@/domain/calculator-texts'

import { CalculatorHeading, type HeadingLevel } from './CalculatorHeading'

export interface FuelCostCalculatorProps {
  /** The car's combined consumption in L/100km; unknown uses the spec's 10 L/100km. */
  litresPer100km?: number | null
  /** 2 by default; 3 under a page's own "Calculators" heading. */
  headingLevel?: HeadingLevel
}

const WEEKS_PER_YEAR = 52

/** An emptied field counts as 0 (no fuel bought), not as the default. */
const readNumber = (text: string) => {
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? value : 0
}

/**
 * Fuel cost calculator (spec §2, §9 "Fuel calculator defaults": $1.70 per litre, 250 km per week,
 * 10 L/100km when unknown; cost = distance / 100 x consumption x price). The page hides it for
 * electric cars (domain showFuelCalculator).
 */
export function FuelCostCalculator({ litresPer100km, headingLevel = 2 }: FuelCostCalculatorProps) {
  const T = CALCULATOR_TEXTS
  const id = useId()
  const [price, setPrice] = useState(FUEL_COST_DEFAULTS.pricePerLitre.toFixed(2))
  const [km, setKm] = useState(String(FUEL_COST_DEFAULTS.kmPerWeek))
  const [consumption, setConsumption] = useState(String(litresPer100km && litresPer100km > 0 ? litresPer100km : FUEL_COST_DEFAULTS.litresPer100km))

  const inputs = { pricePerLitre: readNumber(price), kmPerWeek: readNumber(km), litresPer100km: readNumber(consumption) }
  const weekly = fuelCost(inputs)
  // The same formula over a year's distance, so the yearly figure is rounded once, not 52 times.
  const yearly = fuelCost({ ...inputs, kmPerWeek: inputs.kmPerWeek * WEEKS_PER_YEAR })

  return (
    <section className="calc calc--fuel" aria-labelledby={`${id}-title`}>
      <CalculatorHeading level={headingLevel} id={`${id}-title`}>
        {T.fuelCalculatorTitle}
      </CalculatorHeading>
      <div className="calc__grid">
        <div className="calc__field">
          <label htmlFor={`${id}-price`}>{T.fuelPricePerLitre}</label>
          <input
            className="calc__input"
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
        <div className="calc__field">
          <label htmlFor={`${id}-km`}>{T.fuelKmPerWeek}</label>
          <input
            className="calc__input"
            id={`${id}-km`}
            type="number"
            inputMode="numeric"
            min={0}
            step={10}
            value={km}
            onChange={(e) => setKm(e.target.value)}
          />
        </div>
        <div className="calc__field">
          <label htmlFor={`${id}-consumption`}>{T.fuelConsumption}</label>
          <input
            className="calc__input"
            id={`${id}-consumption`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={consumption}
            onChange={(e) => setConsumption(e.target.value)}
          />
        </div>
      </div>
      <p className="calc__result" aria-live="polite">
        <span>
          <span className="calc__result-label">{T.fuelCostWeekly}: </span>
          <span className="calc__result-value" data-testid="fuel-cost-weekly">
            {weekly.text}
          </span>
        </span>
        <span>
          <span className="calc__result-label">{T.fuelCostYearly}: </span>
          <span data-testid="fuel-cost-yearly">{yearly.text}</span>
        </span>
      </p>
    </section>
  )
}
