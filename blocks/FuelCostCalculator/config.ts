import { pageBlock } from '../page-block'

/** The vehicle page's fuel cost calculator on any page; a car_id's car gives its consumption. */
export const FuelCostCalculatorBlock = pageBlock(
  'fuelCostCalculator',
  { singular: 'Fuel cost calculator', plural: 'Fuel cost calculators' },
  {
    fields: [
      {
        name: 'litresPer100km',
        type: 'number',
        min: 1,
        max: 40,
        admin: { step: 0.1, description: "Starting consumption (L/100km); empty: 10 (spec default), or the car_id car's own." },
      },
    ],
  },
)
