'use client'

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'

import { describedBy, StepField } from '@/components/step-flow/StepFields'

import type { StoredTradeIn } from './trade-in-progress'

type TradeInCar = NonNullable<StoredTradeIn['car']>

export interface TradeInCarPickerProps {
  car: TradeInCar
  errors: Record<string, string>
  years: readonly number[]
  setCar: (change: Partial<TradeInCar>) => void
  onPlateInstead: () => void
}

const catalogueClient = new QueryClient()

/** The trade-in's car step without a plate: year, make, model and badge chosen from the valuation catalogue's lists. */
export function TradeInCarPicker(props: TradeInCarPickerProps) {
  return (
    <QueryClientProvider client={catalogueClient}>
      <Lists {...props} />
    </QueryClientProvider>
  )
}

function useCatalogue(query: { make?: string; model?: string; year?: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['trade-in-catalogue', query.make ?? '', query.model ?? '', query.year ?? ''],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))
      const response = await fetch(`/api/trade-in/catalogue?${params}`)
      return response.ok ? ((await response.json()) as { values: string[] }).values : []
    },
  })
}

function Lists({ car, errors, years, setCar, onPlateInstead }: TradeInCarPickerProps) {
  const makes = useCatalogue({}, true)
  // The year narrows the models to those on sale then (issue 41).
  const models = useCatalogue({ make: car.make, year: car.year }, Boolean(car.make))
  const badges = useCatalogue({ make: car.make, model: car.model, year: car.year }, Boolean(car.make && car.model))
  return (
    <>
      <StepField id="trade-in-year" label="Year" error={errors.year}>
        <select
          {...describedBy('trade-in-year', errors.year)}
          value={car.year ?? ''}
          onChange={(event) => setCar({ year: event.target.value, model: '', badge: '' })}
        >
          <option value="">Choose the year</option>
          {years.map((year) => (
            <option key={year}>{year}</option>
          ))}
        </select>
      </StepField>
      <StepField id="trade-in-make" label="Make" error={errors.make}>
        <select
          {...describedBy('trade-in-make', errors.make)}
          value={car.make ?? ''}
          onChange={(event) => setCar({ make: event.target.value, model: '', badge: '' })}
        >
          <option value="">{makes.isPending ? 'Loading makes…' : 'Choose the make'}</option>
          {(makes.data ?? []).map((make) => (
            <option key={make}>{make}</option>
          ))}
        </select>
      </StepField>
      <StepField id="trade-in-model" label="Model" error={errors.model}>
        <select
          {...describedBy('trade-in-model', errors.model)}
          value={car.model ?? ''}
          disabled={!car.make}
          onChange={(event) => setCar({ model: event.target.value, badge: '' })}
        >
          <option value="">Choose the model</option>
          {(models.data ?? []).map((model) => (
            <option key={model}>{model}</option>
          ))}
        </select>
      </StepField>
      <StepField id="trade-in-badge" label="Badge (optional)" error={errors.badge}>
        <select
          {...describedBy('trade-in-badge', errors.badge)}
          value={car.badge ?? ''}
          disabled={!car.model}
          onChange={(event) => setCar({ badge: event.target.value })}
        >
          <option value="">Not sure</option>
          {(badges.data ?? []).map((badge) => (
            <option key={badge}>{badge}</option>
          ))}
        </select>
      </StepField>
      <p className="step-flow-step__note">
        <button type="button" className="link-button" onClick={onPlateInstead}>
          Use the registration plate instead
        </button>
      </p>
    </>
  )
}
